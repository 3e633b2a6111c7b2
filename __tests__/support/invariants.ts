// The universal promises of the threat model (contract §4.9), checked on every run of the
// end-to-end suites that feed the action hostile answers and inputs: no 8-character piece of a
// secret (the API key, a token, a proxy password) in stdout, stderr, outputs, state, summary or
// what reached GitHub; no workflow command the action did not write itself; no stack trace.
import type { RunResult } from '../../scripts/local-runner.js'
import type { GitHubStandIn } from './github-standin.js'

/** Every run of 8 characters of `secret` (the whole secret when shorter). */
export function piecesOf(secret: string): string[] {
  if (secret.length <= 8) return [secret]
  return Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8))
}

const withoutMaskLines = (text = ''): string =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')

/**
 * Where a piece of a secret shows: the log (but its ::add-mask:: lines), the runner's files, and
 * with a GitHub stand-in, every request body sent to it and every comment on it.
 */
export function leaks(result: RunResult, secrets: readonly string[], gh?: GitHubStandIn): string[] {
  const places: Record<string, string> = {
    stdout: withoutMaskLines(result.stdout),
    stderr: result.stderr,
    'post stdout': withoutMaskLines(result.post?.stdout),
    'post stderr': result.post?.stderr ?? '',
    outputs: Object.entries(result.outputs)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
    state: Object.entries(result.state)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
    summary: result.summary,
    'GitHub requests': gh ? gh.requests.map((r) => JSON.stringify(r.body)).join('\n') : '',
    comments: gh ? gh.comments.map((c) => c.body).join('\n') : ''
  }
  const found: string[] = []
  for (const secret of secrets) {
    for (const piece of piecesOf(secret)) {
      for (const [where, text] of Object.entries(places)) {
        if (text.includes(piece)) found.push(`${where}: ${JSON.stringify(piece)}`)
      }
    }
  }
  return found
}

/** The commands the action may issue; set-output, stop-commands, echo… are not among them. */
const OUR_COMMAND = /^::(debug|notice|warning|error|group|endgroup|save-state)( [^:\r\n]*)?::/

/** How core.setSecret writes a secret in its ::add-mask:: line. */
const escapeData = (text: string): string =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

/** Lines the runner would obey although the action did not mean them. */
export function foreignCommands(result: RunResult, secrets: readonly string[]): string[] {
  // The action masks each secret as is and URL-encoded (the form a URL would carry).
  const masks = new Set(
    secrets.flatMap((secret) =>
      [secret, encodeURIComponent(secret)].map((form) => `::add-mask::${escapeData(form)}`)
    )
  )
  // The runner's own token of the local runner is masked too.
  masks.add('::add-mask::ghs_local_runner_token')
  const found: string[] = []
  const streams: [string, string][] = [
    ['stdout', result.stdout],
    ['stderr', result.stderr],
    ['post stdout', result.post?.stdout ?? ''],
    ['post stderr', result.post?.stderr ?? '']
  ]
  for (const [where, text] of streams) {
    for (const line of text.split(/\r?\n|\r/)) {
      const command = line.replace(/^[\s\u0085\u180e]+/u, '')
      const ours = where.endsWith('stdout') && (masks.has(command) || OUR_COMMAND.test(command))
      if ((command.startsWith('::') && !ours) || line.includes('##[')) {
        found.push(`${where}: ${line.slice(0, 200)}`)
      }
    }
  }
  return found
}

/** A stack trace line, anywhere a reader sees the step's output. */
export function stackTraces(result: RunResult): string[] {
  const text = [result.stdout, result.stderr, result.post?.stdout ?? '', result.post?.stderr ?? '']
  return text
    .join('\n')
    .split('\n')
    .filter((line) => /^\s+at .+(\(|:\d+:\d+)/.test(line) || /^\w*Error: .*\n?$/.test(line))
}

/** Output values that span lines (a runner would read the rest as more outputs). */
export function multiLineOutputs(result: RunResult): string[] {
  return Object.entries(result.outputs)
    .filter(([name, value]) => name !== 'job' && /[\r\n]/.test(value))
    .map(([name]) => name)
}

/** The decoded messages of one kind of command (`error`, `warning`, ...). */
export function messagesOf(stdout: string, command: string): string[] {
  const found: string[] = []
  for (const line of stdout.split(/\r?\n/)) {
    const match = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line)
    if (match && match[1] === command) {
      try {
        found.push(decodeURIComponent(match[2] ?? ''))
      } catch {
        found.push(match[2] ?? '')
      }
    }
  }
  return found
}

/** Every universal promise at once, as one list of problems (empty when all hold). */
export function universalProblems(result: RunResult, secrets: readonly string[]): string[] {
  return [
    ...leaks(result, secrets).map((leak) => `leak ${leak}`),
    ...foreignCommands(result, secrets).map((line) => `foreign command ${line}`),
    ...stackTraces(result).map((line) => `stack trace ${line}`),
    ...multiLineOutputs(result).map((name) => `multi-line output ${name}`)
  ]
}
