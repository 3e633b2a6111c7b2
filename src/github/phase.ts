import type { Outcome } from '../outcomes.js'

/**
 * Where a run stands as its tracking comment shows it: at work, ended with an outcome, or the
 * step failed. A module of its own: the comment's rendering and the turns it carries both need it.
 */
export type CommentPhase = 'working' | Outcome | 'error'
