/**
 * Text for GitHub's markdown (the tracking comment) and for HTML (the job summary). Values are
 * made one plain line (text.ts), then escaped for their markup so that they render as text: no
 * heading, list, table cell break, link, image, HTML or mention of theirs. GitHub turns
 * `@name`, `#12` and bare URLs in text into mentions and links after rendering, so those are
 * broken with a zero-width joiner (as Renovate does) rather than escaped, which would not stop it.
 * The `mdOf` and `htmlOf` tags build from our literal text and such values; the only links are the
 * ones `mdLink`/`htmlLink` build from URLs that we made ourselves.
 */
import { MAX_VALUE, plainLine } from './text.js'

declare const markdownBrand: unique symbol
declare const htmlBrand: unique symbol
/** Markdown whose every value was escaped. */
export type Markdown = string & { readonly [markdownBrand]: true }
/** HTML whose every value was escaped. */
export type Html = string & { readonly [htmlBrand]: true }

const ZWJ = '\u200d'

/**
 * Breaks what GitHub would turn into a mention, a reference or a link after rendering: `@name`,
 * `#12`, `GH-12` and `PROJ-12` (autolink references), URLs and `www.`, and hexadecimal runs that
 * could be a commit SHA.
 */
function defuse(text: string): string {
  return text
    .replace(/([@#:])/g, `$1${ZWJ}`)
    .replace(/(-)(?=\d)/g, `$1${ZWJ}`)
    .replace(/(w)(ww\\?\.)/gi, `$1${ZWJ}$2`)
    .replace(/\b[0-9a-f]{7,}\b/gi, (run) =>
      /\d/.test(run) && /[a-f]/i.test(run) ? run.replace(/(.{6})/g, `$1${ZWJ}`) : run
    )
}

/** A value as markdown text: every ASCII punctuation character backslash-escaped. */
export function markdownText(value: unknown, max = MAX_VALUE): Markdown {
  const text = plainLine(value, max).replace(/[!-/:-@[-`{-~]/g, '\\$&')
  return defuse(text) as Markdown
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}

/** A value as one plain line, HTML-escaped (text and attribute content alike). */
const escapedLine = (value: unknown, max: number): string =>
  plainLine(value, max).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch)

/** A value as HTML text (and attribute) content. */
export function htmlText(value: unknown, max = MAX_VALUE): Html {
  return defuse(escapedLine(value, max)) as Html
}

/**
 * A value as an HTML code element. GitHub does not make mentions or links inside code, so the
 * text is only escaped, not broken up: an id copied from it is the id.
 */
export function htmlCode(value: unknown, max = MAX_VALUE): Built {
  return new Piece(`<code>${escapedLine(value, max)}</code>`)
}

/** What a tag leaves of a value: the same kind of markup as is, anything else escaped. */
interface Built {
  readonly markup: string
}

/** Markup built by `mdOf`, `htmlOf` or a link builder, tagged so the tags insert it unescaped. */
class Piece implements Built {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup
  }
}

function build(
  strings: TemplateStringsArray,
  values: unknown[],
  escape: (value: unknown) => string
): string {
  let text = strings[0] ?? ''
  values.forEach((value, i) => {
    text += (value instanceof Piece ? value.markup : escape(value)) + (strings[i + 1] ?? '')
  })
  return text
}

/** `mdOf\`| Status | ${status} |\``: values escaped as markdown text. (Not named `md`: Prettier
 * would format the template as markdown and change what it renders.) */
export function mdOf(strings: TemplateStringsArray, ...values: unknown[]): Markdown {
  return build(strings, values, (value) => markdownText(value)) as Markdown
}

/** `htmlOf\`<td>${path}</td>\``: values escaped as HTML text (not `html`, as for `mdOf`). */
export function htmlOf(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return build(strings, values, (value) => htmlText(value)) as Html
}

/** Markdown inserted as is into `mdOf` (a piece built by this module). */
export function mdPiece(markup: Markdown): Built {
  return new Piece(markup)
}

/** HTML inserted as is into `htmlOf` (a piece built by this module). */
export function htmlPiece(markup: Html): Built {
  return new Piece(markup)
}

/**
 * A URL we built ourselves (a pull request rebuilt from its parts, the run's URL): https, no
 * credentials, nothing that could end the link. Anything else is not linked.
 */
export function isOurUrl(url: string): boolean {
  if (!/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~%/-]*)?$/.test(url)) return false
  try {
    return new URL(url).href.replace(/\/$/, '') === url.replace(/\/$/, '')
  } catch {
    return false
  }
}

/** `[text](url)`, or the text alone when `url` is not one of ours. */
export function mdLink(text: unknown, url: string | undefined): Built {
  const label = markdownText(text)
  return new Piece(url && isOurUrl(url) ? `[${label}](${url})` : label)
}

/** `<a href="url">text</a>`, or the text alone when `url` is not one of ours. */
export function htmlLink(text: unknown, url: string | undefined): Built {
  const label = htmlText(text)
  return new Piece(url && isOurUrl(url) ? `<a href="${url}">${label}</a>` : label)
}
