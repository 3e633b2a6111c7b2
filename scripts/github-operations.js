// The GitHub REST operations the action calls, read from its code: every `octokit.rest.<scope>.
// <method>` in src/ (paginated ones included), mapped to its route by Octokit's own endpoint table
// (the same one the action runs with). Used by scripts/github-openapi.js to choose what to
// extract, and by the tests to fail when src/ calls an operation the extract lacks.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ROOT } from './local-runner.js'

/**
 * @typedef {object} RouteUse
 * @property {string} route `POST /repos/{owner}/{repo}/issues/{issue_number}/comments`
 * @property {string} call `issues.createComment`
 * @property {string} file `src/github/comment.ts`
 */

/** @param {string} dir @returns {string[]} */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/**
 * Every GitHub call in `src/`. A call by any other means (`octokit.request('…')`,
 * `octokit.graphql`) throws: its route could not be checked against the extract.
 * @param {string} [root]
 * @returns {Promise<RouteUse[]>}
 */
export async function routesUsed(root = ROOT) {
  const { getOctokit } = await import('@actions/github')
  const octokit =
    /** @type {{ rest: Record<string, Record<string, { endpoint?: { DEFAULTS: { method: string, url: string } } }>> }} */ (
      /** @type {unknown} */ (getOctokit('none'))
    )
  /** @type {RouteUse[]} */
  const uses = []
  for (const path of sources(join(root, 'src'))) {
    const file = relative(root, path)
    const text = readFileSync(path, 'utf8')
    for (const match of text.matchAll(/\boctokit\s*\.\s*rest\s*\.\s*(\w+)\s*\.\s*(\w+)/g)) {
      const call = `${match[1]}.${match[2]}`
      const defaults = octokit.rest[match[1] ?? '']?.[match[2] ?? '']?.endpoint?.DEFAULTS
      if (!defaults) throw new Error(`${file}: octokit.rest.${call} is no Octokit endpoint method`)
      uses.push({ route: `${defaults.method} ${defaults.url}`, call, file })
    }
    const other = /\boctokit\s*\.\s*(request|graphql)\s*[(.]/.exec(text)
    if (other) {
      throw new Error(
        `${file}: octokit.${other[1]} is a GitHub call this scan cannot map to an operation; use octokit.rest`
      )
    }
  }
  return uses
}
