// Structural checks of what the action renders, with real parsers: the tracking comment is
// parsed as GitHub Flavored Markdown (mdast-util-from-markdown + GFM), the job summary as
// markdown (it must stay one HTML block) and then as HTML (parse5). Each returns the problems
// found, so a property test can report them with the counterexample.
import type { Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { leakedPiece } from './hostile-text.js'

type HtmlNode = DefaultTreeAdapterMap['node']

export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node)
  if ('children' in node) for (const child of node.children) walk(child as Nodes, visit)
}

/** What GitHub turns into a mention, a reference or a link in text after rendering. */
function autoLinked(text: string): string | undefined {
  return (
    /@[A-Za-z0-9]/.exec(text)?.[0] ??
    /#\d/.exec(text)?.[0] ??
    /[A-Za-z]-\d/.exec(text)?.[0] ??
    /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b/i.exec(text)?.[0] ??
    /[a-z]+:\/\//i.exec(text)?.[0] ??
    /www\./i.exec(text)?.[0]
  )
}

const PR_URL = /^https:\/\/[a-z0-9.-]+(:\d+)?\/[\w.-]+(\/[\w.-]+)+\/(pull|-\/merge_requests)\/\d+$/
const PROFILE_URL = /^https:\/\/github\.com\/(apps\/)?[A-Za-z0-9-]+$/
const ISSUE_URL = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/issues\/\d+$/
const REPO_URL = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/
const COMMENT_URL = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/issues\/\d+#issuecomment-\d+$/
/** Where a turn's request was made: a review, a line comment, a workflow run (comment-render.ts). */
const ASK_URL =
  /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(pull\/\d+#(pullrequestreview-|discussion_r)\d+|actions\/runs\/\d+)$/
/** The links a job summary may hold: all built by us from checked parts. */
const SUMMARY_LINKS = [PR_URL, PROFILE_URL, ISSUE_URL, REPO_URL, COMMENT_URL]

export interface CommentExpectations {
  /** The link the run URL may render as, when it is one of ours. */
  runUrl?: string
}

/** Problems of a tracking comment's markdown: anything that is not the template's structure. */
export function commentProblems(body: string, expect: CommentExpectations = {}): string[] {
  const problems: string[] = []
  const piece = leakedPiece(body)
  if (piece) problems.push(`a piece of a secret: ${piece}`)
  if (body.length > 60_000) problems.push(`too long: ${body.length}`)
  const tree = parseMarkdown(body)
  const [marker, heading, table, ...rest] = tree.children
  if (
    marker?.type !== 'html' ||
    !/^<!-- docs-agent-action job=\S+ project=\S+( origin=\S+)?( turns=[\w-]+)? sig=[0-9a-f]{64} -->$/.test(
      marker.value
    )
  ) {
    problems.push(`first node is not the marker: ${JSON.stringify(marker)?.slice(0, 200)}`)
  }
  if (heading?.type !== 'heading' || heading.depth !== 3)
    problems.push('second node is not the heading')
  if (table?.type !== 'table') problems.push('third node is not the table')
  else {
    // One header row of names over one row of values.
    if (table.children.length !== 2) problems.push(`a facts table of ${table.children.length} rows`)
    const [header, values] = table.children
    const names = (header?.children ?? []).map((cell) =>
      cell.children.map((c) => ('value' in c ? c.value : '')).join('')
    )
    if (values && values.children.length !== names.length)
      problems.push(`${values.children.length} values under ${names.length} names`)
    const allowed = [
      'Pull request',
      'Docs',
      'Status',
      'Job',
      'Triggered by',
      'Duration',
      'Workflow run',
      'Started from'
    ]
    for (const name of names) if (!allowed.includes(name)) problems.push(`unknown fact ${name}`)
    if (names.length < 4 || names.length > 7) problems.push(`${names.length} facts`)
  }
  // The instruction's first line, when shown: a paragraph of our label and one code span.
  const [instruction] = rest
  if (instruction?.type === 'paragraph') {
    const [label, value, ...more] = instruction.children
    if (label?.type === 'text' && label.value === 'Instruction: ') {
      if (value?.type !== 'inlineCode' || more.length > 0)
        problems.push('an instruction line that is not one code span')
      rest.shift()
    }
  }
  // Then, optionally, the turns table (five cells a row), and paragraphs only.
  const [turns] = rest
  if (turns?.type === 'table') {
    rest.shift()
    for (const row of turns.children)
      if (row.children.length !== 5) problems.push(`a turns row with ${row.children.length} cells`)
  }
  if (rest.length > 3) problems.push(`${rest.length} nodes after the tables`)
  for (const node of rest)
    if (node.type !== 'paragraph') problems.push(`a ${node.type} after the tables`)

  // GitHub makes no mention or reference inside a link: its text (ours, built from checked
  // parts) is not checked for what would be linked.
  const inLinks = new Set<Nodes>()
  walk(tree, (node) => {
    if (node.type === 'link') walk(node, (child) => child !== node && inLinks.add(child))
  })
  let headings = 0
  walk(tree, (node) => {
    switch (node.type) {
      case 'heading':
        headings++
        break
      case 'link':
        if (!(
          PR_URL.test(node.url) ||
          PROFILE_URL.test(node.url) ||
          ISSUE_URL.test(node.url) ||
          COMMENT_URL.test(node.url) ||
          ASK_URL.test(node.url) ||
          node.url === expect.runUrl
        )) {
          problems.push(`a link to ${node.url}`)
        }
        break
      case 'html':
        if (node !== marker && node.value !== '<sub>' && node.value !== '</sub>') {
          problems.push(`HTML ${node.value.slice(0, 80)}`)
        }
        break
      case 'text': {
        const linked = inLinks.has(node) ? undefined : autoLinked(node.value)
        if (linked)
          problems.push(
            `text GitHub would link: ${linked} in ${JSON.stringify(node.value.slice(0, 120))}`
          )
        break
      }
      case 'image':
      case 'imageReference':
      case 'linkReference':
      case 'definition':
      case 'footnoteReference':
      case 'footnoteDefinition':
      case 'list':
      case 'blockquote':
      case 'code':
      case 'thematicBreak':
      case 'emphasis':
      case 'strong':
      case 'delete':
        problems.push(`a ${node.type}`)
        break
    }
  })
  if (headings !== 1) problems.push(`${headings} headings`)
  return problems
}

/** The tags the analytics action's summary writes (src/analytics/summary.ts). */
export const ANALYTICS_SUMMARY_TAGS = ['h3', 'h4', 'table', 'tbody', 'tr', 'th', 'td', 'code', 'p', 'details', 'summary', 'strong', 'br', 'sub', 'ol', 'ul', 'li'] // prettier-ignore

/** Problems of a job summary: one HTML block, and in it only the tags we write. */
export function summaryProblems(
  summary: string,
  allowedTags: readonly string[] = [
    'h3',
    'h4',
    'table',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'p',
    'a',
    'details',
    'summary',
    'pre'
  ]
): string[] {
  const problems: string[] = []
  const piece = leakedPiece(summary)
  if (piece) problems.push(`a piece of a secret: ${piece}`)
  const tree = parseMarkdown(summary)
  if (tree.children.length !== 1 || tree.children[0]?.type !== 'html') {
    problems.push(`not one HTML block: ${tree.children.map((c) => c.type).join(', ')}`)
  }
  const visit = (node: HtmlNode, inCode = false): void => {
    if ('tagName' in node) {
      if (!allowedTags.includes(node.tagName)) problems.push(`a <${node.tagName}>`)
      if (node.tagName === 'a') {
        const href = node.attrs.find((a) => a.name === 'href')?.value ?? ''
        if (!SUMMARY_LINKS.some((allowed) => allowed.test(href))) {
          problems.push(`a link to ${href}`)
        }
      }
      for (const attr of node.attrs) {
        // Ours: a link's href (checked above), a cell's alignment.
        const aligned =
          (node.tagName === 'td' || node.tagName === 'th') &&
          attr.name === 'align' &&
          (attr.value === 'left' || attr.value === 'right')
        if (!(node.tagName === 'a' && attr.name === 'href') && !aligned)
          problems.push(`an attribute ${attr.name}`)
      }
    }
    // GitHub makes no mention or link inside code, nor inside a link (whose text is ours).
    if (node.nodeName === '#text' && 'value' in node && !inCode) {
      const linked = autoLinked(node.value)
      if (linked) problems.push(`text GitHub would link: ${linked}`)
    }
    const code = inCode || ('tagName' in node && (node.tagName === 'code' || node.tagName === 'a'))
    if ('childNodes' in node) for (const child of node.childNodes) visit(child, code)
  }
  visit(parseFragment(summary) as unknown as HtmlNode)
  return problems
}

type Walked = { nodeName: string; value?: string; childNodes?: unknown[] }
const textOf = (node: Walked): string =>
  node.nodeName === '#text'
    ? (node.value ?? '')
    : ((node.childNodes ?? []) as Walked[]).map(textOf).join('')

/** The cells' text of the first table row of a summary whose first cell starts with `name`. */
export function summaryRow(summary: string, name: string): string[] | undefined {
  let found: string[] | undefined
  const walk = (node: Walked): void => {
    if (found) return
    if (node.nodeName === 'tr') {
      const cells = ((node.childNodes ?? []) as Walked[]).map(textOf)
      if (cells[0]?.startsWith(name)) found = cells
    }
    for (const child of (node.childNodes ?? []) as Walked[]) walk(child)
  }
  walk(parseFragment(summary) as unknown as Walked)
  return found
}
