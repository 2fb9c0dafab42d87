import type { SearchHit } from './searchEngine.ts'

/** What one word of an address found: its best hits, and how many pages it finds in all. */
export interface WordAnswer {
  hits: readonly SearchHit[]
  total: number
}

/**
 * The pages an address's words most likely meant, best first: each word counts for as much as
 * it is rare (a word that finds one page says more than one that finds thirty, whose first hits
 * are nearly arbitrary), a page found by several words adds them up, and ties keep the order
 * the words found them in.
 */
export function rankSuggestions(answers: readonly WordAnswer[], count: number): SearchHit[] {
  const tally = new Map<string, { hit: SearchHit; score: number; order: number }>()
  let order = 0
  for (const { hits, total } of answers) {
    const weight = 1 / Math.max(total, 1)
    for (const hit of hits) {
      const seen = tally.get(hit.url)
      if (seen) seen.score += weight
      else tally.set(hit.url, { hit, score: weight, order: order++ })
    }
  }
  return [...tally.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map((entry) => entry.hit)
}
