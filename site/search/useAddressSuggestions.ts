import { useEffect, useState } from 'react'
import { addressWords } from './addressWords.ts'
import type { SearchHit } from './searchEngine.ts'

/** The not-found page offers this many. */
const SUGGESTIONS = 3

/**
 * What an address without a page may have meant: each of its words searched alone (the index
 * wants every word of a query, and a mistyped one would find nothing), the pages most of the
 * words find first. Empty until found, and when search is unavailable.
 */
export function useAddressSuggestions(pathname: string): SearchHit[] {
  const [found, setFound] = useState<{ pathname: string; hits: SearchHit[] } | null>(null)
  useEffect(() => {
    const words = addressWords(pathname)
    if (words.length === 0) return undefined
    let current = true
    // The engine loads once the page is live: the suggestions come after what the page says.
    import('./searchEngine.ts')
      .then(({ searchSite }) => Promise.all(words.map((word) => searchSite(word, [], SUGGESTIONS))))
      .then((answers) => {
        if (current) setFound({ pathname, hits: bestOf(answers.map((answer) => answer.hits)) })
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [pathname])
  return found?.pathname === pathname ? found.hits : []
}

/** The hits found by the most words, then in the order the words found them. */
function bestOf(answers: SearchHit[][]): SearchHit[] {
  const tally = new Map<string, { hit: SearchHit; words: number; order: number }>()
  for (const [order, hit] of answers.flat().entries()) {
    const seen = tally.get(hit.url)
    tally.set(hit.url, seen ? { ...seen, words: seen.words + 1 } : { hit, words: 1, order })
  }
  return [...tally.values()]
    .sort((a, b) => b.words - a.words || a.order - b.order)
    .slice(0, SUGGESTIONS)
    .map((entry) => entry.hit)
}
