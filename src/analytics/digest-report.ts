/**
 * The digest and the transcripts on the main thread: warnings for what could not be read, the
 * step's failure when a file asked for could not be written, the `digest-file` output, and the
 * summary's section of the digest's strongest signals (their subjects are readers' text: code),
 * its files named as the workflow names them.
 */
import { n } from '../export/figures.js'
import {
  fail,
  htmlCode,
  htmlOf,
  htmlOurs,
  htmlPiece,
  line,
  log,
  type Html
} from '../sinks/index.js'
import { Outputs } from './constants.js'
import type { DigestOutcome } from './digest.js'
import type { Kind } from './signals.js'

const KIND_LABEL: Record<Kind, string> = {
  page: 'Page voted down',
  question: 'Questions left open',
  search: 'Search without a click',
  ai: 'AI traffic grew'
}

/** The requests the digest sent beyond the reports' pages, in words. */
const ownRequests = (requests: number): string =>
  requests === 0
    ? 'no request of its own: it read what the reports fetched'
    : `${n(requests)} ${requests === 1 ? 'request' : 'requests'} of its own`

/** Warnings for the gaps; the step fails when the digest or the transcripts were not written. */
export function reportDigest(digest: DigestOutcome | undefined): void {
  if (!digest) return
  for (const gap of digest.gaps) log.warning(line`The digest's reading is partial: ${gap}`)
  if (digest.failure) fail(line`${digest.failure}`)
  if (digest.threads?.failure) fail(line`${digest.threads.failure}`)
  if (digest.file) {
    log.info(
      line`Digest: ${digest.listed} findings in ${digest.characters} characters (${digest.leftOut} more left out by digest-limit or past the strongest of a kind; ${digest.below} weaker signals, not findings), ${digest.requests} requests; written to ${digest.file}.`
    )
  }
  if (digest.threads?.file) {
    log.info(
      line`Transcripts: ${digest.threads.threads} (${digest.threads.messages} messages) written to ${digest.threads.file}.`
    )
  }
}

export function digestOutputs(digest: DigestOutcome | undefined): Record<string, string> {
  if (!digest?.file) return {}
  return { [Outputs.DigestFile]: digest.file, [Outputs.DigestFindings]: String(digest.listed + digest.leftOut) } // prettier-ignore
}

/** The summary's section: the digest's first signals, and where it is; empty without one. */
export function digestSectionHtml(
  digest: DigestOutcome | undefined,
  name: (file: string) => string = (file) => file
): Html {
  if (!digest || (!digest.file && !digest.failure && !digest.threads)) return htmlOf``
  const parts: Html[] = [htmlOf`<h4>${htmlOurs('What readers struggle with')}</h4>`]
  if (digest.failure) parts.push(htmlOf`<p>❌ ${htmlCode(digest.failure, 500)}</p>`)
  if (digest.file) {
    const items = digest.top.map(
      (item) =>
        htmlOf`<li>${htmlOurs(item.title ?? KIND_LABEL[item.kind])}: ${htmlCode(item.subject, 120)} · ${htmlOurs(item.facts)}</li>`
    )
    parts.push(
      items.length
        ? htmlOf`<ol>${htmlPiece(items.join('') as Html)}</ol>`
        : htmlOf`<p>${htmlOurs('No signal of reader struggle in what was read.')}</p>`
    )
    parts.push(
      htmlOf`<p>${htmlOurs(`${n(digest.listed)} ${digest.listed === 1 ? 'finding' : 'findings'} (${n(digest.characters)} characters)${digest.leftOut ? `, ${n(digest.leftOut)} more left out` : ''}; ${ownRequests(digest.requests)}.`)} Written to ${htmlCode(name(digest.file))}.</p>`
    )
  }
  if (digest.gaps.length) {
    // Which parts, in the service's words among ours: each an escaped line of code.
    const gaps = digest.gaps.map((gap) => htmlOf`<li>${htmlCode(gap, 240)}</li>`)
    parts.push(
      htmlOf`<p>⚠️ ${htmlOurs(`Not read, or read in part (${digest.gaps.length} ${digest.gaps.length === 1 ? 'part' : 'parts'}):`)}</p><ul>${htmlPiece(gaps.join('') as Html)}</ul>`
    )
  }
  const threads = digest.threads
  if (threads) {
    parts.push(
      threads.file
        ? htmlOf`<p>${htmlOurs(`${threads.threads} transcripts (${threads.messages} messages)${threads.missing ? `, ${threads.missing} missing` : ''}`)} written to ${htmlCode(name(threads.file))}.</p>`
        : htmlOf`<p>❌ ${htmlCode(threads.failure ?? 'Transcripts not written', 500)}</p>`
    )
  }
  return parts.join('') as Html
}
