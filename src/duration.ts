/**
 * Durations as users write them in workflow inputs: `90s`, `45m`, `1h30m`, or plain seconds.
 * parse-duration reads the units; this module only fixes the unit of a bare number (seconds, as
 * in GitHub's own `timeout-minutes` spirit) and refuses what is not a positive, finite time.
 */
import parse from 'parse-duration'

/**
 * The whole text must be a duration: parse-duration reads the numbers it finds and ignores the
 * rest (`5m garbage` would be 5 minutes), so the form is checked first.
 */
const FORM = /^(\d+(\.\d+)?|(\d+(\.\d+)?(ms|s|m|h|d)\s*)+)$/

/** Milliseconds, or undefined when `text` is not a duration. */
export function parseDurationMs(text: string): number | undefined {
  const trimmed = text.trim()
  if (!FORM.test(trimmed)) return undefined
  const seconds = parse(trimmed, 's')
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return undefined
  return Math.round(seconds * 1000)
}

/** `90000` -> `1m30s`: how a duration is shown back to a person. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const parts = [h ? `${h}h` : '', m ? `${m}m` : '', s || (!h && !m) ? `${s}s` : '']
  return parts.join('')
}
