/** Text as a search compares it: lower case, accents dropped ('Café' reads as 'cafe'). */
function comparable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en')
}

/**
 * Whether a text holds every word of a search, each anywhere and in any order, ignoring case
 * and accents, so the start of a word typed so far already matches. An empty search matches.
 */
export function holdsEveryWord(text: string, search: string): boolean {
  const haystack = comparable(text)
  return comparable(search)
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word))
}
