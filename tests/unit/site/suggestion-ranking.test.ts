import { describe, expect, it } from 'vitest'
import type { SearchHit } from '../../../site/search/searchEngine.ts'
import { rankSuggestions } from '../../../site/search/suggestionRanking.ts'

const hit = (url: string): SearchHit => ({
  url,
  title: url,
  date: null,
  tags: [],
  excerpt: '',
  source: null,
})

describe("the not-found page's suggestions", () => {
  it('put the one page a rare word finds before the first pages a common word finds', () => {
    const common = { hits: [hit('/blog/a'), hit('/blog/b'), hit('/blog/c')], total: 30 }
    const rare = { hits: [hit('/blog/inference')], total: 1 }
    expect(rankSuggestions([common, rare], 3).map((found) => found.url)).toEqual([
      '/blog/inference',
      '/blog/a',
      '/blog/b',
    ])
  })

  it('add up the words that found a page', () => {
    const strategy = { hits: [hit('/blog/a'), hit('/blog/b')], total: 4 }
    const pricing = { hits: [hit('/blog/b'), hit('/blog/c')], total: 4 }
    expect(rankSuggestions([strategy, pricing], 3).map((found) => found.url)).toEqual([
      '/blog/b',
      '/blog/a',
      '/blog/c',
    ])
  })

  it('keep the order the words found pages in when they weigh the same, and none for no hits', () => {
    expect(
      rankSuggestions([{ hits: [hit('/x'), hit('/y')], total: 2 }], 3).map((found) => found.url),
    ).toEqual(['/x', '/y'])
    expect(rankSuggestions([{ hits: [], total: 0 }], 3)).toEqual([])
  })
})
