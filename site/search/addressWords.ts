/** Parts of an address that say where, not what: never searched for. */
const NOT_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'from',
  'blog',
  'page',
  'pages',
  'post',
  'posts',
  'publications',
  'html',
  'htm',
  'php',
  'index',
  'www',
])

/** At most this many words of an address are searched. */
const MOST_WORDS = 6

/**
 * The words of an address a visitor did not find (`/blog/pricing-ai-featurs` gives 'pricing',
 * 'ai', 'featurs'), to search for what they were looking for.
 */
export function addressWords(pathname: string): string[] {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A malformed escape: the address's words as they are.
  }
  const words = decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !/^\d+$/.test(word) && !NOT_WORDS.has(word))
  return [...new Set(words)].slice(0, MOST_WORDS)
}
