/**
 * The pages of the site, as the digest knows them: a page voted down is a finding only when
 * readers visited it in the period (signals.ts), as the visitors read say.
 */

/** The pages of the site that readers visited in the period, as far as the visitors read tell. */
export interface SitePages {
  /** Paths as `pathOf` reads them. */
  paths: ReadonlySet<string>
  /** Every page visited in the period is among them (the service had no more). */
  complete: boolean
}

/** A page's path as by-page names it: an agent's feedback names the full URL. */
export function pathOf(path: string): string {
  let p = path
  if (/^https?:\/\//i.test(p)) {
    try {
      p = new URL(p).pathname
    } catch {
      return path
    }
  }
  return p.length > 1 ? p.replace(/\/+$/, '') : p
}
