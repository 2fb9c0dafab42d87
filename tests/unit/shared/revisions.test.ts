import { describe, expect, it } from 'vitest'
import { type RevisionFacts, revisionSummary } from '../../../shared/domain/revisionSummary.ts'
import { type DiffPart, diffableText, wordDiff } from '../../../shared/domain/wordDiff.ts'

/** The two texts a diff stands for: the older without additions, the newer without removals. */
function sides(parts: DiffPart[]) {
  return {
    before: parts.filter((part) => part.kind !== 'added').map((part) => part.text),
    after: parts.filter((part) => part.kind !== 'removed').map((part) => part.text),
  }
}

const words = (text: string) => text.split(/\s+/).filter(Boolean)

describe('wordDiff', () => {
  it('marks the words added and removed, in reading order', () => {
    expect(wordDiff('the quick brown fox', 'the slow brown fox jumps')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'quick ' },
      { kind: 'added', text: 'slow ' },
      { kind: 'same', text: 'brown fox ' },
      { kind: 'added', text: 'jumps' },
    ])
  })

  it('says nothing changed for equal texts, and all changed against an empty one', () => {
    expect(wordDiff('same words', 'same words')).toEqual([{ kind: 'same', text: 'same words' }])
    expect(wordDiff('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }])
    expect(wordDiff('old text', '')).toEqual([{ kind: 'removed', text: 'old text' }])
  })

  it('finds a shortest diff that rebuilds both texts', () => {
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const vocabulary = ['a', 'b', 'c', 'd', 'e']
    for (let round = 0; round < 200; round += 1) {
      const text = () =>
        Array.from(
          { length: Math.floor(random() * 12) },
          () => vocabulary[Math.floor(random() * 5)],
        )
      const before = text()
      const after = text()
      const parts = wordDiff(before.join(' '), after.join(' '))
      const rebuilt = sides(parts)
      expect(words(rebuilt.before.join(' '))).toEqual(before)
      expect(words(rebuilt.after.join(' '))).toEqual(after)
      // Kept words are a longest common subsequence: no shorter edit exists.
      const kept = parts
        .filter((part) => part.kind === 'same')
        .flatMap((part) => words(part.text)).length
      expect(kept).toBe(longestCommon(before, after))
    }
  })

  it('compares the text of post bodies, paragraph breaks kept', () => {
    expect(diffableText('<p>One &amp; <b>two</b></p><p>Three</p>')).toBe('One & two\nThree')
    expect(
      wordDiff(diffableText('<p>A b</p><p>C</p>'), diffableText('<p>A b</p><p>D</p>')),
    ).toEqual([
      { kind: 'same', text: 'A b\n' },
      { kind: 'removed', text: 'C' },
      { kind: 'added', text: 'D' },
    ])
  })
})

/** The length of a longest common subsequence, by the textbook table, one row at a time. */
function longestCommon(a: readonly unknown[], b: readonly unknown[]): number {
  let previous = new Array<number>(b.length + 1).fill(0)
  for (const item of a) {
    const row = [0]
    b.forEach((other, j) => {
      row.push(
        item === other ? (previous[j] ?? 0) + 1 : Math.max(previous[j + 1] ?? 0, row[j] ?? 0),
      )
    })
    previous = row
  }
  return previous[b.length] ?? 0
}

const base: RevisionFacts = {
  title: 'Post',
  slug: 'post',
  excerpt: null,
  tags: ['A'],
  featured: false,
  published: false,
  featured_image_url: null,
  banner_alt: null,
  author: 'Owner',
  seo_title: null,
  seo_description: null,
  canonical_url: null,
  content_words: 100,
  content_md5: 'one',
  operation: 'update',
}

describe('revisionSummary', () => {
  it('names what changed since the revision before, in a few words', () => {
    expect(revisionSummary({ ...base, title: 'New' }, base)).toBe('title')
    expect(
      revisionSummary({ ...base, content_words: 220, content_md5: 'two', tags: ['B'] }, base),
    ).toBe('tags, body +120 words')
    expect(revisionSummary({ ...base, content_words: 99, content_md5: 'two' }, base)).toBe(
      'body −1 word',
    )
    expect(revisionSummary({ ...base, content_md5: 'two' }, base)).toBe('body')
    expect(revisionSummary({ ...base, published: true, featured_image_url: 'x' }, base)).toBe(
      'banner, published',
    )
    expect(revisionSummary({ ...base, banner_alt: 'A chart' }, base)).toBe('banner alt text')
    expect(
      revisionSummary({ ...base, seo_title: 'Hiring', canonical_url: 'https://a.example/' }, base),
    ).toBe('search title, canonical address')
  })

  it('tells the first revision of a post from the oldest one kept', () => {
    expect(revisionSummary({ ...base, operation: 'insert' }, undefined)).toBe('created')
    expect(revisionSummary(base, undefined)).toBe('oldest kept')
  })
})
