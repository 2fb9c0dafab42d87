import { describe, expect, it } from 'vitest'
import { pageCount, pageFromParam, pageLinks, pagePath } from '../../../shared/domain/paging.ts'
import { postSearchAddress, postSearchFromAddress } from '../../../shared/domain/postSearch.ts'
import { searchForTags, tagsFromSearch } from '../../../shared/domain/tagAddress.ts'
import { holdsEveryWord } from '../../../shared/domain/wordMatch.ts'
import { listPagePaths } from '../../../site/prerender/publicPaths.ts'

describe('list pages', () => {
  it.each([
    [0, 1],
    [1, 1],
    [12, 1],
    [13, 2],
    [297, 25],
  ])('%i items make %i pages of 12', (total, pages) => {
    expect(pageCount(total, 12)).toBe(pages)
  })

  it('have one address each: the list itself for the first', () => {
    expect(pagePath('/blog', 1)).toBe('/blog')
    expect(pagePath('/blog', 7)).toBe('/blog/page/7')
    expect(pageFromParam(undefined)).toBe(1)
    expect(pageFromParam('7')).toBe(7)
    for (const other of ['1', '0', '07', '-2', 'two', '1e3', '']) {
      expect(pageFromParam(other), other).toBeNull()
    }
  })

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, null, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [7, 25, [1, null, 6, 7, 8, null, 25]],
    [25, 25, [1, null, 24, 25]],
  ])('page %i of %i links to %j', (current, count, links) => {
    expect(pageLinks(current, count)).toEqual(links)
  })

  it('are prerendered after the first, for the posts that are not featured and the publications', () => {
    expect(listPagePaths({ posts: 12, publications: 4 })).toEqual([])
    expect(listPagePaths({ posts: 25, publications: 13 })).toEqual([
      '/blog/page/2',
      '/blog/page/3',
      '/publications/page/2',
    ])
  })
})

describe('selected tags in the address', () => {
  it('read as they are written, each tag encoded and the tags joined by commas', () => {
    const search = searchForTags(['Strategy', 'AI Implementation', 'M&A, Exits'])
    expect(search).toBe('?tags=Strategy,AI%20Implementation,M%26A%2C%20Exits')
    expect(tagsFromSearch(search)).toEqual(['Strategy', 'AI Implementation', 'M&A, Exits'])
    expect(searchForTags([])).toBe('')
  })

  it('come from any position of the search, once each, without empty or malformed ones', () => {
    expect(tagsFromSearch('?utm=x&tags=A+B,,A%20B,%E0%A4%A,C')).toEqual(['A B', 'C'])
    expect(tagsFromSearch('')).toEqual([])
    expect(tagsFromSearch('?mytags=A')).toEqual([])
  })
})

describe('the owner’s Blog Posts list in its address', () => {
  it('reads what it holds and takes defaults for what it does not understand', () => {
    expect(
      postSearchFromAddress(
        new URLSearchParams('q=pricing+notes&status=scheduled&tag=Money&sort=edited&page=3'),
      ),
    ).toEqual({ text: 'pricing notes', status: 'scheduled', tag: 'Money', sort: 'edited', page: 3 })
    expect(
      postSearchFromAddress(new URLSearchParams('status=gone&sort=title&page=-1&tag=')),
    ).toEqual({ text: '', status: null, tag: null, sort: 'created', page: 1 })
  })

  it('names only what differs from the defaults, and reads back the same', () => {
    const defaults = postSearchFromAddress(new URLSearchParams())
    expect(postSearchAddress(defaults).toString()).toBe('')
    const narrowed = { ...defaults, text: 'café & co', status: 'draft' as const, page: 2 }
    const address = postSearchAddress(narrowed)
    expect(address.toString()).toBe('q=caf%C3%A9+%26+co&status=draft&page=2')
    expect(postSearchFromAddress(new URLSearchParams(address.toString()))).toEqual(narrowed)
  })
})

describe('a search of words in a short text', () => {
  it.each([
    ['Pricing for consultants · The Guardian', 'guardian pric', true],
    ['Pricing for consultants · The Guardian', 'GUARDIAN', true],
    ['Café culture · Le Monde', 'cafe monde', true],
    ['Pricing for consultants · The Guardian', 'pricing times', false],
    ['Anything', '   ', true],
  ])('%s holds every word of "%s": %s', (text, search, found) => {
    expect(holdsEveryWord(text, search)).toBe(found)
  })
})
