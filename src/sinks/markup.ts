/**
 * Text for GitHub's markdown (the tracking comment) and for HTML (the job summary). Values are
 * made one plain line (text.ts), then escaped for their markup so that they render as text: no
 * heading, list, table cell break, link, image, HTML or mention of theirs. GitHub turns
 * `@name`, `#12` and bare URLs in text into mentions and links after rendering, so those are
 * broken with a zero-width joiner (as Renovate does) rather than escaped, which would not stop it.
 * The `mdOf` and `htmlOf` tags build from our literal text and such values; the only links are the
 * ones `mdLink`/`htmlLink` build from URLs that we made ourselves.
 */
import { redact } from './secrets.js'
import { MAX_VALUE, cut, plainLine, visible } from './text.js'

declare const markdownBrand: unique symbol
declare const htmlBrand: unique symbol
/** Markdown whose every value was escaped. */
export type Markdown = string & { readonly [markdownBrand]: true }
/** HTML whose every value was escaped. */
export type Html = string & { readonly [htmlBrand]: true }

const ZWJ = '\u200d'

/**
 * Breaks what GitHub would turn into a mention, a reference or a link after rendering, and only
 * that, so that the rest of the text copies as it is: `@name`, `#12`, `GH-12` and `PROJ-12`
 * (autolink references: letters, a hyphen, a digit; a date's `2026-11` is left alone), a
 * scheme's `://` and `www.`, and hexadecimal runs that could be a commit SHA. The text may be
 * markdown-escaped already (a `\` before any punctuation).
 */
function defuse(text: string): string {
  return (
    text
      .replace(/@(?=\\?[A-Za-z0-9])/g, `@${ZWJ}`)
      // Not the `#` of a character reference (`&#39;`) that HTML escaping made.
      .replace(/(?<!&)#(?=\\?\d)/g, `#${ZWJ}`)
      .replace(/(?<=[A-Za-z]\\?)-(?=\d)/g, `-${ZWJ}`)
      .replace(/:(?=(?:\\?\/){2})/g, `:${ZWJ}`)
      .replace(/(w)(ww\\?\.)/gi, `$1${ZWJ}$2`)
      .replace(/\b[0-9a-f]{7,}\b/gi, (run) =>
        /\d/.test(run) && /[a-f]/i.test(run) ? run.replace(/(.{6})/g, `$1${ZWJ}`) : run
      )
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

/**
 * Untrusted text of several lines (a prompt as sent) as a `<pre><code>` block: redacted, each
 * line's hidden characters made visible, escaped, bounded. Its line breaks are `&#10;`, never
 * real ones: the job summary is one HTML block in markdown, which a blank line would end, and the
 * text after it would render as markdown. Inside code GitHub makes no mentions or links.
 */
export function htmlPre(value: unknown, max: number): Built {
  const text = cut(redact(typeof value === 'string' ? value : String(value)), max)
  const lines = text
    .split(/\r\n?|\n/)
    .map((one) =>
      visible(one.replace(/\t/g, '    ')).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch)
    )
  return new Piece(`<pre><code>${lines.join('&#10;')}</code></pre>`)
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
export function mdOf<V extends unknown[]>(
  strings: TemplateStringsArray,
  ...values: { [K in keyof V]: NotBuilt<V[K], Markdown> }
): Markdown {
  return build(strings, values, (value) => markdownText(value)) as Markdown
}

/**
 * A value a tag takes: anything but markup that tag built, which would be escaped a second time
 * and show its own tags as text; such markup goes in through `htmlPiece`/`mdPiece`. (A union
 * that may be such markup is refused too.)
 */
type NotBuilt<T, Brand> = [Extract<T, Brand>] extends [never] ? T : never

/** `htmlOf\`<td>${path}</td>\``: values escaped as HTML text (not `html`, as for `mdOf`). */
export function htmlOf<V extends unknown[]>(
  strings: TemplateStringsArray,
  ...values: { [K in keyof V]: NotBuilt<V[K], Html> }
): Html {
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
  if (
    !/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~%/-]*)?(#[A-Za-z0-9_-]{1,100})?$/.test(
      url
    )
  ) {
    return false
  }
  try {
    return new URL(url).href.replace(/\/$/, '') === url.replace(/\/$/, '')
  } catch {
    return false
  }
}

/**
 * Our own text as HTML: titles, labels we built from checked parts (`acme/docs#12`), values we
 * formatted (dates, counts, durations). Only HTML's own characters are escaped: it shows, and
 * copies, exactly as it is. Never for text that did not come from us.
 */
export function htmlOurs(text: string): Built {
  // Redacted all the same: a label rebuilt from a service's parts could still hold a secret.
  return new Piece(redact(text).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch))
}

/**
 * Our own text as markdown (see htmlOurs): the characters that could start markup inside a line
 * (emphasis, code, links, HTML, a table cell's end, strikethrough, an entity) backslash-escaped,
 * which renders as the character itself, and nothing inserted. Our text holds no line starts
 * (headings, lists) and no URL, so the rest stays as it is, and reads so in the raw markdown.
 */
export function mdOurs(text: string): Built {
  return new Piece(redact(text).replace(/[\\`*_[\]<>|~!&]/g, '\\$&'))
}

/** `[text](url)`, or the text alone when `url` is not one of ours; `text` may be `mdOurs`. */
export function mdLink(text: unknown, url: string | undefined): Built {
  const label = text instanceof Piece ? text.markup : markdownText(text)
  return new Piece(url && isOurUrl(url) ? `[${label}](${url})` : label)
}

/** `<a href="url">text</a>`, or the text alone when `url` is not one of ours; `text` may be `htmlOurs`. */
export function htmlLink(text: unknown, url: string | undefined): Built {
  const label = text instanceof Piece ? text.markup : htmlText(text)
  return new Piece(url && isOurUrl(url) ? `<a href="${url}">${label}</a>` : label)
}
