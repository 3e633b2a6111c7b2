/**
 * The pages of the site, as the digest knows them: a page voted down is a finding only when
 * readers visited it in the period (signals.ts), as the visitors read say.
 */

/** The pages of the site that readers visited in the period, as far as the visitors read tell. */
export interface SitePages {
  /** Paths as `sitePathOf` reads them. */
  paths: ReadonlySet<string>
  /** Every page visited in the period is among them (the service had no more). */
  complete: boolean
}

/**
 * A page of the site as by-page and visitors name it: a path, trailing slashes aside. A full URL
 * is not one: the service counts the site's own pages under their paths, so a URL it left whole
 * is another site's (the origin and the query are the voter's to write): undefined.
 */
export function sitePathOf(path: string): string | undefined {
  if (!path.startsWith('/')) return undefined
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** A feedback entry's page as by-page names it: an agent's feedback names the full URL. */
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
