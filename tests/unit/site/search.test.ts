import { describe, expect, it } from 'vitest'
import type { PostCard } from '../../../shared/backend/posts.ts'
import { titleMatches } from '../../../shared/domain/titleSearch.ts'
import { withChangedPosts } from '../../../site/search/changedPosts.ts'
import { markedParts } from '../../../site/search/markedExcerpt.ts'
import type { SearchResultsPage } from '../../../site/search/searchEngine.ts'

describe("a result's excerpt", () => {
  it('marks what Pagefind marked and keeps everything else as text', () => {
    expect(
      markedParts('Set <mark>prices</mark> per seat, <script>not code</script> <mark>x</mark>'),
    ).toEqual([
      { text: 'Set ', marked: false },
      { text: 'prices', marked: true },
      { text: ' per seat, <script>not code</script> ', marked: false },
      { text: 'x', marked: true },
    ])
    expect(markedParts('')).toEqual([])
  })
})

describe('a title answering a query', () => {
  it.each([
    ['Notes on Pricing AI Features', 'priced', true],
    ['Notes on Pricing AI Features', 'pric', true],
    ['Notes on Pricing AI Features', 'AI notes', true],
    ['Notes on Pricing AI Features', 'pricing models', false],
    ['Café strategy', 'cafe', true],
    ['The Scale-up Gap', 'scale gap', true],
    ['The Scale-up Gap', '', false],
    ['The Scale-up Gap', 'up', true],
    ['The Scale-up Gap', 'ga', true],
    ['Hiring', 'fire', false],
  ])('%s, asked %s: %s', (title, query, matches) => {
    expect(titleMatches(title, query)).toBe(matches)
  })
})

describe('posts changed since the index was built', () => {
  const card = (slug: string, title: string, tags: string[]): PostCard => ({
    id: slug,
    title,
    slug,
    author: null,
    publish_date: '2026-11-20T09:00:00Z',
    created_at: '2026-11-20T09:00:00Z',
    featured: false,
    tags,
    summary: `About ${title}`,
  })
  const indexed: SearchResultsPage = {
    query: 'pricing',
    hits: [
      {
        url: '/blog/old',
        title: 'Old pricing',
        date: null,
        tags: ['A'],
        excerpt: '',
        source: null,
      },
      { url: '/blog/edited', title: 'Pricing', date: null, tags: ['A'], excerpt: '', source: null },
    ],
    total: 7,
    tags: [{ tag: 'A', count: 7 }],
  }

  it('come first when their title answers the query, once, and with every chosen tag', () => {
    const merged = withChangedPosts(
      indexed,
      [
        card('new', 'New pricing notes', ['B']),
        card('edited', 'Pricing, revised', ['A']),
        card('other', 'Hiring well', ['B']),
      ],
      [],
    )
    expect(merged.hits.map((hit) => hit.url)).toEqual(['/blog/new', '/blog/edited', '/blog/old'])
    expect(merged.hits[0]).toMatchObject({ excerpt: 'About New pricing notes', tags: ['B'] })
    expect(merged.total).toBe(8)
    expect(merged.tags).toEqual([
      { tag: 'A', count: 8 },
      { tag: 'B', count: 1 },
    ])
    const narrowed = withChangedPosts(indexed, [card('new', 'New pricing notes', ['B'])], ['A'])
    expect(narrowed).toBe(indexed)
  })
})
