import { useEffect, useState } from 'react'
import { addressWords } from './addressWords.ts'
import type { SearchHit } from './searchEngine.ts'
import { rankSuggestions } from './suggestionRanking.ts'

/** The not-found page offers this many. */
const SUGGESTIONS = 3

/**
 * What an address without a page may have meant: each of its words searched alone (the index
 * wants every word of a query, and a mistyped one would find nothing), ranked by how rare the
 * words that found each page are (rankSuggestions). Empty until found, and when search is
 * unavailable.
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
        if (current) setFound({ pathname, hits: rankSuggestions(answers, SUGGESTIONS) })
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [pathname])
  return found?.pathname === pathname ? found.hits : []
}
