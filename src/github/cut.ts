/**
 * Cuts of untrusted text to a bound, in UTF-16 code units (what the service counts), that never
 * leave half of a character: a surrogate pair cut in two would send a lone half, which is not
 * text, to the prompt.
 */

/** The first `max` code units of `text`, one fewer when the last of them starts a pair. */
export function keepHead(text: string, max: number): string {
  if (text.length <= max) return text
  const last = text.charCodeAt(max - 1)
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max)
}

/** The last `max` code units of `text`, one fewer when the first of them ends a pair. */
export function keepTail(text: string, max: number): string {
  if (text.length <= max) return text
  const start = text.length - max
  const first = text.charCodeAt(start)
  return text.slice(first >= 0xdc00 && first <= 0xdfff ? start + 1 : start)
}

/**
 * One line of a list: no line breaks (a name cannot start a line of its own), cut to `max`, never
 * inside a surrogate pair (half a character would reach the prompt).
 */
export const oneLine = (value: string, max: number): string => {
  const flat = value.replace(/[\r\n\u2028\u2029\u0085\v\f]+/g, ' ')
  return flat.length <= max ? flat : `${keepHead(flat, max)}…`
}
