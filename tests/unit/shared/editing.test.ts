import { describe, expect, it } from 'vitest'
import { isPasswordBreached } from '../../../shared/backend/breachCheck.ts'
import {
  canRedo,
  canUndo,
  currentSnapshot,
  recordSnapshot,
  redo,
  rewriteCurrent,
  startHistory,
  undo,
} from '../../../shared/domain/editorHistory.ts'
import { slugify } from '../../../shared/domain/slug.ts'
import {
  addTag,
  removeTag,
  tagSuggestions,
  uniqueSortedTags,
} from '../../../shared/domain/tagInput.ts'

describe('slugs', () => {
  it.each([
    ['The Scale-up Gap', 'the-scale-up-gap'],
    ["What's New in 2026?", 'what-s-new-in-2026'],
    ['  --Leading and trailing--  ', 'leading-and-trailing'],
    ['Café & Crème', 'caf-cr-me'],
    ['!!!', ''],
  ])('%s becomes %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })
})

describe('tag input', () => {
  it('adds a trimmed tag, ignoring empty and duplicate ones', () => {
    expect(addTag(['AI'], '  Strategy ')).toEqual(['AI', 'Strategy'])
    expect(addTag(['AI'], '   ')).toEqual(['AI'])
    expect(addTag(['AI'], 'AI')).toEqual(['AI'])
  })

  it('takes a tag in other capitals as the same tag, and keeps the spelling the site uses', () => {
    expect(addTag(['Pricing'], 'pricing')).toEqual(['Pricing'])
    expect(addTag(['Pricing'], ' PRICING ')).toEqual(['Pricing'])
    expect(addTag([], 'pricing', ['AI', 'Pricing'])).toEqual(['Pricing'])
  })

  it('suggests a known tag once, and not when it is chosen in other capitals', () => {
    expect(tagSuggestions(['Pricing', 'pricing', 'Price Setting'], [], 'pric')).toEqual([
      'Pricing',
      'Price Setting',
    ])
    expect(tagSuggestions(['Pricing', 'Price Setting'], ['pricing'], 'pric')).toEqual([
      'Price Setting',
    ])
  })

  it('removes a tag', () => {
    expect(removeTag(['AI', 'Strategy'], 'AI')).toEqual(['Strategy'])
  })

  it('suggests up to five known tags containing the text, in any case, not yet chosen', () => {
    const known = [
      'AI Implementation',
      'Strategy',
      'Scale-up Strategy',
      'Strategic Planning',
      'Leadership',
      'strategy lab',
      'Strategy 2',
      'Strategy 3',
    ]
    expect(tagSuggestions(known, ['Strategy'], 'STRAT')).toEqual([
      'Scale-up Strategy',
      'Strategic Planning',
      'strategy lab',
      'Strategy 2',
      'Strategy 3',
    ])
    expect(tagSuggestions(known, [], '  ')).toEqual([])
  })

  it('gathers every known tag once in any capitals, sorted', () => {
    expect(uniqueSortedTags([{ tags: ['b', 'a'] }, { tags: null }, { tags: ['A', 'c'] }])).toEqual([
      'a',
      'b',
      'c',
    ])
  })
})

describe('editor history', () => {
  it('undoes and redoes, disabling each at its end', () => {
    let history = startHistory('a')
    expect(canUndo(history)).toBe(false)
    history = recordSnapshot(recordSnapshot(history, 'b'), 'c')
    history = undo(history)
    expect(currentSnapshot(history)).toBe('b')
    expect(canRedo(history)).toBe(true)
    history = redo(history)
    expect(currentSnapshot(history)).toBe('c')
    expect(canRedo(history)).toBe(false)
  })

  it('drops the redo part when a new snapshot follows an undo', () => {
    const history = recordSnapshot(undo(recordSnapshot(startHistory('a'), 'b')), 'x')
    expect(history.snapshots).toEqual(['a', 'x'])
    expect(canRedo(history)).toBe(false)
  })

  it('keeps at most 50 snapshots, dropping the oldest', () => {
    let history = startHistory('0')
    for (let step = 1; step <= 60; step++) history = recordSnapshot(history, String(step))
    expect(history.snapshots).toHaveLength(50)
    expect(history.snapshots[0]).toBe('11')
    expect(currentSnapshot(history)).toBe('60')
  })

  it('does not record an unchanged snapshot', () => {
    const history = startHistory('a')
    expect(recordSnapshot(history, 'a')).toBe(history)
  })

  it('rewrites the current snapshot as no new step, keeping what Redo has', () => {
    const history = rewriteCurrent(
      undo(recordSnapshot(startHistory('<b>a</b>'), 'b')),
      '<strong>a</strong>',
    )
    expect(history.snapshots).toEqual(['<strong>a</strong>', 'b'])
    expect(canUndo(history)).toBe(false)
    expect(canRedo(history)).toBe(true)
    expect(recordSnapshot(history, '<strong>a</strong>')).toBe(history)
  })
})

describe('breach check', () => {
  // SHA-1("password") = 5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8
  const rangeAnswer = (lines: string[]) => {
    const requests: { url: string; padding: string | null }[] = []
    const fake = ((input: string, init?: RequestInit) => {
      requests.push({ url: input, padding: new Headers(init?.headers).get('Add-Padding') })
      return Promise.resolve(new Response(lines.join('\r\n')))
    }) as typeof fetch
    return { fake, requests }
  }

  it('sends only the 5-character prefix, with padding, and finds a listed suffix', async () => {
    const { fake, requests } = rangeAnswer([
      '0018A45C4D1DEF81644B54AB7F969B88D65:1',
      '1E4C9B93F3F0682250B6CF8331B7EE68FD8:3861493',
    ])
    await expect(isPasswordBreached('password', fake)).resolves.toBe(true)
    expect(requests).toEqual([
      { url: 'https://api.pwnedpasswords.com/range/5BAA6', padding: 'true' },
    ])
  })

  it('ignores padding entries with a zero count, and unlisted suffixes', async () => {
    const { fake } = rangeAnswer(['1E4C9B93F3F0682250B6CF8331B7EE68FD8:0', 'FFFFF:2'])
    await expect(isPasswordBreached('password', fake)).resolves.toBe(false)
  })

  it('throws when the service fails, so the caller can allow the password', async () => {
    const failing = (() => Promise.resolve(new Response('', { status: 503 }))) as typeof fetch
    await expect(isPasswordBreached('password', failing)).rejects.toThrow(/503/)
  })
})
