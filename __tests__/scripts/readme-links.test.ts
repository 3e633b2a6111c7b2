// The README and the pages of docs/ link each other and the examples: every relative link in them
// leads to a file the project has and, when it names one, to a heading that file has, so that
// moving a section from one page to another cannot leave a reader at a dead link.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'

interface Node {
  type: string
  value?: string
  url?: string
  children?: Node[]
}

const parse = (text: string): Node =>
  fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as Node

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node)
  for (const child of node.children ?? []) walk(child, visit)
}

/** The text of a heading as GitHub reads it for its anchor: text and code, no markup. */
function plain(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  return (node.children ?? []).map(plain).join('')
}

/**
 * The anchors GitHub gives a markdown file's headings: lower case, punctuation and emoji dropped
 * (letters, digits, `-`, `_` and spaces kept), each space a `-`, a repeated one suffixed -1, -2.
 */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const result = new Set<string>()
  walk(parse(markdown), (node) => {
    if (node.type !== 'heading') return
    const base = plain(node)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    result.add(count ? `${base}-${count}` : base)
  })
  return result
}

/** The relative links of a markdown file (links and link definitions), as written. */
export function relativeLinks(markdown: string): string[] {
  const links: string[] = []
  walk(parse(markdown), (node) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url) links.push(node.url)
  })
  return links.filter((url) => !/^[a-z][a-z0-9+.-]*:/i.test(url))
}

/** Each relative link of `file` that leads nowhere, with why. */
export function brokenLinks(file: string, read = (path: string) => readFileSync(path, 'utf8')) {
  const broken: string[] = []
  for (const link of relativeLinks(read(file))) {
    const [path = '', anchor] = link.split('#')
    const target = path ? normalize(join(dirname(file), decodeURIComponent(path))) : file
    if (!existsSync(target)) {
      broken.push(`${file}: ${link} (no file ${target})`)
      continue
    }
    if (anchor === undefined) continue
    if (statSync(target).isDirectory() || !target.endsWith('.md')) {
      broken.push(`${file}: ${link} (an anchor in a file that is not markdown)`)
    } else if (!anchors(read(target)).has(anchor)) {
      broken.push(`${file}: ${link} (no heading #${anchor} in ${target})`)
    }
  }
  return broken
}

const pages = [
  'README.md',
  ...(existsSync('docs')
    ? readdirSync('docs')
        .filter((name) => name.endsWith('.md'))
        .map((name) => join('docs', name))
    : [])
]

describe('relative links of the README and docs/', () => {
  it('lead to files and headings that exist', () => {
    const links = pages.flatMap((file) => relativeLinks(readFileSync(file, 'utf8')))
    expect(links.length).toBeGreaterThan(10)
    expect(pages.flatMap((file) => brokenLinks(file))).toEqual([])
  })

  it('are read as GitHub reads them: anchors of headings with code, emoji and repeats', () => {
    const page =
      '# A `b/c@v1` (d)\n\n## ✅ Done, twice\n\n## ✅ Done, twice\n\n```md\n# not a heading\n```\n'
    expect([...anchors(page)]).toEqual(['a-bcv1-d', '-done-twice', '-done-twice-1'])
    expect(relativeLinks('[a](x.md#y) [b](https://e.com) [c][d]\n\n[d]: #z\n')).toEqual([
      'x.md#y',
      '#z'
    ])
  })

  it('finds a link to a missing file and one to a missing heading', () => {
    const files: Record<string, string> = {
      'README.md':
        '# Top\n\n[gone](docs/none.md) [here](#top) [there](#nowhere) [ok](CHANGELOG.md)\n'
    }
    const read = (path: string) => files[path] ?? readFileSync(path, 'utf8')
    expect(brokenLinks('README.md', read)).toEqual([
      'README.md: docs/none.md (no file docs/none.md)',
      'README.md: #nowhere (no heading #nowhere in README.md)'
    ])
  })
})
