// `npm start -- --weekly` (scripts/start.js dispatches here): examples/weekly-analytics.yml's
// analytics step, with the example's inputs, run as a runner runs it against the simulator. A
// terminal shows the job summary's HTML as tags: it is also written as a page to open in a
// browser, as GitHub shows it (the summary is one block of HTML, escaped where it quotes).
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { workflowStepInputs } from './local-runner.js'

const EXAMPLE = 'examples/weekly-analytics.yml'
/** Enough of GitHub's look for tables, code and bars to read as they do there. */
const STYLE = [
  'body{font-family:-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#1f2328;max-width:1012px;margin:24px auto;padding:0 16px}', // prettier-ignore
  'table{border-collapse:collapse;margin:0 0 16px}td,th{border:1px solid #d1d9e0;padding:6px 13px}tr:nth-child(2n){background:#f6f8fa}', // prettier-ignore
  'code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:85%;background:rgba(129,139,152,.12);border-radius:6px;padding:.2em .4em}' // prettier-ignore
].join('')

/**
 * @param {{ step: (title: string, inputs: Record<string, string>, run?: { action?: string }) => Promise<import('./local-runner.js').RunResult> }} demo
 *   start.js's step: runs the action once and prints its log, outputs and summary
 * @returns {Promise<import('./local-runner.js').RunResult>}
 */
export async function weeklyDemo({ step }) {
  const inputs = workflowStepInputs(EXAMPLE, /^your-account\/docs-agent-action\/analytics@/)
  const result = await step(
    "Export the week's analytics, what to fix first on top (analytics, digest-file)",
    inputs,
    { action: 'analytics' }
  )
  const page = join(tmpdir(), 'docs-agent-weekly-summary.html')
  writeFileSync(
    page,
    `<!doctype html><meta charset="utf-8"><title>Job summary</title><style>${STYLE}</style><main>${result.summary}</main>\n`
  )
  console.log(`The job summary as a page, to open in a browser: ${page}\n`)
  return result
}
