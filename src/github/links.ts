/**
 * GitHub's `Link` header (`<url?page=n>; rel="next"`, …): where the pages of a listing are. A
 * lookup that needs the newest items reads the last page first (GitHub lists oldest first).
 */

/**
 * The page numbers of the `next` and `last` links. What GitHub says is data: a page that is not
 * a plain number is taken as not named.
 */
export function linksOf(header: string | undefined): { next?: number; last?: number } {
  const pages: { next?: number; last?: number } = {}
  for (const [, url = '', rels = ''] of (header ?? '').matchAll(
    /<([^<>]*)>\s*;\s*rel="([^"]*)"/g
  )) {
    let page: string | null
    try {
      page = new URL(url).searchParams.get('page')
    } catch {
      continue
    }
    if (!page || !/^[1-9]\d{0,6}$/.test(page)) continue
    for (const rel of rels.split(/\s+/)) {
      if (rel === 'next' || rel === 'last') pages[rel] = Number(page)
    }
  }
  return pages
}
