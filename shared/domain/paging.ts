/**
 * Pages of a list: page 1 is the newest. A page's address is the list's own for page 1
 * (`/blog`) and `/blog/page/N` after it, so each page has one address.
 */

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

export function pagePath(listPath: string, page: number): string {
  return page === 1 ? listPath : `${listPath}/page/${String(page)}`
}

/**
 * The page number an address names: 1 for the list itself, N for `page/N`, null for anything
 * else (`page/1`, `page/0`, `page/two`), which has no page of its own.
 */
export function pageFromParam(param: string | undefined): number | null {
  if (param === undefined) return 1
  if (!/^[1-9]\d{0,5}$/.test(param)) return null
  const page = Number(param)
  return page === 1 ? null : page
}

/**
 * Whether an address's page is `page/1`: page 1 by another address, which leads to the list's
 * own (`/blog/page/1` to `/blog`) rather than to 'Page not found'.
 */
export function namesFirstPage(param: string | undefined): boolean {
  return param === '1'
}

/**
 * The page numbers a page links to: the first and last, and those next to the current one;
 * null where numbers are skipped.
 */
export function pageLinks(current: number, count: number): (number | null)[] {
  const wanted = new Set([1, count, current - 1, current, current + 1])
  const pages = [...wanted].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b)
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1]
    return previous !== undefined && page - previous > 1 ? [null, page] : [page]
  })
}
