/** Endings English stemming takes off ('pricing', 'priced', 'prices' all become 'pric'). */
const ENDING = /(?:ings?|ed|es|e|s|ly)$/

/** The words of a text as search compares them: lower case, without accents. */
function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
}

/** A word without its ending, when enough of it is left to tell words apart. */
function stem(word: string): string {
  const stemmed = word.replace(ENDING, '')
  return stemmed.length >= 3 ? stemmed : word
}

/**
 * Whether a title answers a query: every word of the query begins a word of the title, both
 * without their endings, so 'priced' finds 'Pricing' and 'pric' (still being typed) does too.
 */
export function titleMatches(title: string, query: string): boolean {
  const wanted = searchWords(query).map(stem)
  if (wanted.length === 0) return false
  const words = searchWords(title).map(stem)
  return wanted.every((part) => words.some((word) => word.startsWith(part)))
}
