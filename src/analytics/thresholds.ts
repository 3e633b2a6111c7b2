/**
 * `digest-thresholds`: the least evidence a signal needs to be a finding of the digest, so that
 * one vote, one search or one question is not (docs/analytics.md). Written as `name=number` pairs,
 * any of them, the rest keeping their defaults: `votes=3, questions=2, searches=5, ai-visitors=10`.
 */
import { list, shown } from '../inputs.js'
import { Inputs } from './constants.js'

export interface Thresholds {
  /** Thumbs down on a page. */
  votes: number
  /** Conversations of a question group left without an answer (a clarifying question: ½). */
  questions: number
  /** Searches of a term that clicked nothing (hits × (1 − click-through)). */
  searches: number
  /** AI visitors a page gained over the period before. */
  aiVisitors: number
}

export const DEFAULT_THRESHOLDS: Readonly<Thresholds> = Object.freeze({
  votes: 3,
  questions: 2,
  searches: 5,
  aiVisitors: 10
})

const NAMES: Readonly<Record<string, keyof Thresholds>> = {
  votes: 'votes',
  questions: 'questions',
  searches: 'searches',
  'ai-visitors': 'aiVisitors'
}
/** The largest threshold taken: more than any report's page holds. */
const MAX_THRESHOLD = 1_000_000

/** The thresholds `text` sets over the defaults, or the problem with it (naming the input). */
export function readThresholds(text: string): Thresholds | { problem: string } {
  const thresholds = { ...DEFAULT_THRESHOLDS }
  const form = `name=number pairs separated by commas, of ${Object.keys(NAMES).join(', ')} (each a whole number from 1 to ${MAX_THRESHOLD}), like votes=3, searches=5`
  const seen = new Set<string>()
  for (const pair of list(text)) {
    const match = /^([a-z-]+)\s*=\s*(\d{1,7})$/i.exec(pair)
    const name = match ? NAMES[(match[1] ?? '').toLowerCase()] : undefined
    const value = Number(match?.[2])
    if (!match || !name || !(value >= 1 && value <= MAX_THRESHOLD)) {
      return { problem: `Input '${Inputs.DigestThresholds}' must be ${form}; got ${shown(pair)}.` }
    }
    if (seen.has(name)) {
      return { problem: `Input '${Inputs.DigestThresholds}' sets ${shown(match[1] ?? '')} twice.` }
    }
    seen.add(name)
    thresholds[name] = value
  }
  return thresholds
}
