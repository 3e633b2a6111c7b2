/**
 * An export stopped on purpose, short of every row: the timeout passed, or the service pages in
 * place. Both actions' exports (visitors/, analytics/) stop by these same rules.
 */

/**
 * Result pages in a row that bring no row not seen before while saying there is more: a service
 * that pages forever over the same rows is stopped (its data may shift a row or two, not a page).
 */
export const MAX_STALE_PAGES = 3

/** The export was stopped on purpose: its message is the whole story. */
export class ExportStopped extends Error {
  constructor(
    message: string,
    /** The timeout stopped it: the report keeps what came. */
    readonly timeout = false
  ) {
    super(message)
  }
}
