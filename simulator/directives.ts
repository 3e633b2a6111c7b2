/**
 * Prompt directives: words of the form `sim:key=value` anywhere in a prompt choose how the
 * simulated job (or follow-up turn) behaves, so demos and tests can ask for each outcome.
 *
 *   sim:outcome=pr|no-pr|failed|archived|stuck   how the turn ends (default pr)
 *   sim:duration=500ms|2s|1500                   how long it stays active
 *   sim:status=queued                            report this (unknown) status while active
 *   sim:stale=N                                  GETs after a follow-up that still show the previous turn
 */
export const OUTCOMES = ['pr', 'no-pr', 'failed', 'archived', 'stuck'] as const
export type SimOutcome = (typeof OUTCOMES)[number]

export interface Directives {
  outcome: SimOutcome
  durationMs?: number
  activeStatus: string
  stale: number
}

/** `outcome`: how a turn ends when its prompt does not say (the simulator's `jobOutcome`). */
export function parseDirectives(prompt: string, outcome: SimOutcome = 'pr'): Directives {
  const result: Directives = { outcome, activeStatus: 'active', stale: 1 }
  for (const match of prompt.matchAll(/\bsim:([a-z-]+)=(\S+)/g)) {
    const [, key, value = ''] = match
    if (key === 'outcome' && (OUTCOMES as readonly string[]).includes(value)) {
      result.outcome = value as SimOutcome
    } else if (key === 'duration') {
      const duration = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(value)
      if (duration) {
        const amount = Number(duration[1])
        result.durationMs = duration[2] === 's' ? amount * 1000 : amount
      }
    } else if (key === 'status' && /^[a-z_-]{1,40}$/.test(value)) {
      result.activeStatus = value
    } else if (key === 'stale' && /^\d{1,3}$/.test(value)) {
      result.stale = Number(value)
    }
  }
  return result
}
