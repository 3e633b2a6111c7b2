// The README's input and output tables are written by scripts/docs.js from the three action.yml
// files. Rendered as GitHub-flavoured markdown (micromark with its GFM extensions), every cell
// shows exactly the text it was written from: no glob turned into emphasis, no `<placeholder>`
// taken for HTML and dropped.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import fc from 'fast-check'
import * as prettier from 'prettier'
import { withTables } from '../../scripts/docs.js'
import { actionMetadata } from '../../scripts/local-runner.js'

interface Node {
  type: string
  value?: string
  alt?: string
  children?: Node[]
}

type Spec = { description?: string; default?: string; required?: boolean }

const parse = (text: string): Node =>
  fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as Node

/** Spaces, tabs and line breaks shown as one space, as a browser shows them. */
const squash = (text: string): string => text.replace(/\s+/g, ' ').trim()

/**
 * The text a reader sees of a rendered node: text and code as they are, markup (emphasis, links)
 * by its text. Raw HTML shows none: GitHub drops a tag it does not allow, and draws one it does.
 */
function visible(node: Node): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value ?? ''
    case 'html':
      return ''
    case 'break':
      return ' '
    case 'image':
      return node.alt ?? ''
    default:
      return (node.children ?? []).map(visible).join('')
  }
}

/**
 * The visible text of each cell of the table between `<!-- <kind>: <file> -->` and `<!-- end -->`,
 * row by row, the header first.
 */
function generatedTable(markdown: string, kind: string, file: string): string[][] {
  const blocks = parse(markdown).children ?? []
  const open = blocks.findIndex(
    (node) => node.type === 'html' && node.value === `<!-- ${kind}: ${file} -->`
  )
  expect(open).toBeGreaterThanOrEqual(0)
  const close = blocks.findIndex(
    (node, i) => i > open && node.type === 'html' && node.value === '<!-- end -->'
  )
  expect(close).toBeGreaterThan(open)
  const between = blocks.slice(open + 1, close)
  expect(between.map((node) => node.type)).toEqual(['table'])
  return (between[0]?.children ?? []).map((row) =>
    (row.children ?? []).map((cell) => squash(visible(cell)))
  )
}

/** The rows scripts/docs.js writes for `kind` of `file`, as text: what each cell must show. */
function expectedTable(kind: 'inputs' | 'outputs', file: string): string[][] {
  const meta = actionMetadata(file.replace(/\/?action\.yml$/, '') || '.') as unknown as Record<
    string,
    Record<string, Spec> | undefined
  >
  const entries = Object.entries(meta[kind] ?? {})
  expect(entries.length).toBeGreaterThan(0)
  if (kind === 'outputs') {
    return [
      ['output', 'description'],
      ...entries.map(([name, spec]) => [name, squash(spec.description ?? '')])
    ]
  }
  return [
    ['input', 'default', 'description'],
    ...entries.map(([name, spec]) => [
      name,
      spec.required ? 'required' : squash(spec.default ?? '') || "''",
      squash(spec.description ?? '')
    ])
  ]
}

const FILES = ['action.yml', 'visitors/action.yml', 'analytics/action.yml']

describe.each(FILES)("the README's tables of %s", (file) => {
  const readme = readFileSync('README.md', 'utf8')

  it.each(['inputs', 'outputs'] as const)(
    'render each %s row to the name, default and description it was written from',
    (kind) => {
      expect(generatedTable(readme, kind, file)).toEqual(expectedTable(kind, file))
    }
  )
})

describe('a description or default with markdown and HTML in it', () => {
  // What action.yml text may hold: markdown's and HTML's special characters, alone and as the
  // constructs they make, among words, spaces and line breaks.
  const text = fc.string({
    unit: fc.constantFrom(
      ...'\\`*_[]()<>&#;|~!:/.{}"\' \n\t-+=$@'.split(''),
      'a',
      'mint',
      'é',
      '**',
      '__',
      '~~',
      '```',
      '&amp;',
      '&#42;',
      '&lt;',
      '<metric>',
      '</b>',
      '<!--',
      '-->',
      'http://a.io',
      'www.a.io',
      'a@b.io',
      '[x](y)',
      '![i](j)',
      '[^1]',
      '\\*'
    ),
    maxLength: 16
  })
  const document =
    '# T\n\n<!-- inputs: action.yml -->\n<!-- end -->\n\n<!-- outputs: action.yml -->\n<!-- end -->\n'

  it('renders as that text in the tables scripts/docs.js writes, which prettier keeps as written', async () => {
    const options = (await prettier.resolveConfig('README.md')) ?? {}
    await fc.assert(
      fc.asyncProperty(text, text, async (description, fallback) => {
        const metadata = () => ({
          inputs: { 'an-input': { description, default: fallback } },
          outputs: { 'an-output': { description } }
        })
        const written = await withTables(document, metadata)
        expect(generatedTable(written, 'inputs', 'action.yml')).toEqual([
          ['input', 'default', 'description'],
          ['an-input', squash(fallback) || "''", squash(description)]
        ])
        expect(generatedTable(written, 'outputs', 'action.yml')).toEqual([
          ['output', 'description'],
          ['an-output', squash(description)]
        ])
        // `npm run format` after `npm run docs` changes nothing: docs:check and format:check agree.
        expect(await prettier.format(written, { ...options, filepath: 'README.md' })).toBe(written)
      }),
      { numRuns: 300 }
    )
  })
})
