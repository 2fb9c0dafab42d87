/**
 * The selected filter tags in a page's address: `?tags=Strategy,AI%20Implementation`. Each tag
 * is percent-encoded (a comma inside a tag becomes %2C), and the tags are joined by commas, so a
 * filtered view reads as it is and can be shared.
 */

/** The tags a search string (`location.search`) selects, once each, in its order. */
export function tagsFromSearch(search: string): string[] {
  const raw = /(?:^\?|&)tags=([^&]*)/.exec(search)?.[1]
  if (raw === undefined) return []
  const tags = raw.split(',').flatMap((part) => {
    try {
      return [decodeURIComponent(part.replaceAll('+', ' ')).trim()]
    } catch {
      // A malformed escape: that tag is dropped, the rest still apply.
      return []
    }
  })
  return [...new Set(tags.filter((tag) => tag !== ''))]
}

/** The search string that selects these tags; empty when none is selected. */
export function searchForTags(tags: readonly string[]): string {
  return tags.length === 0 ? '' : `?tags=${tags.map(encodeURIComponent).join(',')}`
}
