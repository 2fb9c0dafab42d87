import { describe, expect, it } from 'vitest'
import { contactFormErrors } from '../../../shared/domain/contactForm.ts'
import { INVALID_DATE, formatLongDate, postDate } from '../../../shared/domain/dates.ts'
import { experienceYears } from '../../../shared/domain/experienceYears.ts'
import { NO_EXCERPT, cardText } from '../../../shared/domain/excerpt.ts'
import { MORPH_STEPS, morphFrame } from '../../../shared/domain/morph.ts'
import { isActivePath } from '../../../shared/domain/navigation.ts'
import { readTimeLabel, readTimeMinutes } from '../../../shared/domain/readTime.ts'
import { collectTags, filterByTags, toggleTag, visibleTags } from '../../../shared/domain/tags.ts'
import { lineBreaksToBreaks, plainText } from '../../../shared/domain/text.ts'

describe('card texts', () => {
  it('are the summary the database keeps, or a notice when a post has no text', () => {
    expect(cardText('Short summary.')).toBe('Short summary.')
    expect(cardText(null)).toBe(NO_EXCERPT)
  })
})

describe('card tags', () => {
  it.each([
    [['a'], { shown: ['a'], hidden: 0 }],
    [['a', 'b'], { shown: ['a', 'b'], hidden: 0 }],
    [['a', 'b', 'c', 'd'], { shown: ['a', 'b'], hidden: 2 }],
    [null, { shown: [], hidden: 0 }],
  ])('%j shows %j', (tags, expected) => {
    expect(visibleTags(tags)).toEqual(expected)
  })
})

describe('tag filters', () => {
  const items = [
    { id: 1, tags: ['Strategy', 'AI'] },
    { id: 2, tags: ['Strategy'] },
    { id: 3, tags: null },
    { id: 4, tags: ['AI', 'Strategy', 'Leadership'] },
  ]

  it('keep only the items that carry every selected tag', () => {
    expect(filterByTags(items, ['Strategy', 'AI']).map((item) => item.id)).toEqual([1, 4])
    expect(filterByTags(items, ['Leadership']).map((item) => item.id)).toEqual([4])
    expect(filterByTags(items, [])).toEqual(items)
  })

  it('collect every tag of posts and publications once in any capitals, first spelling first', () => {
    expect(collectTags(items, [{ tags: ['ai', 'Due Diligence', ' strategy '] }])).toEqual([
      'AI',
      'Due Diligence',
      'Leadership',
      'Strategy',
    ])
  })

  it('match a selected tag in any capitals', () => {
    expect(filterByTags(items, ['strategy', 'ai']).map((item) => item.id)).toEqual([1, 4])
  })

  it('toggle a chip on and off, in any capitals', () => {
    expect(toggleTag(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleTag(['a', 'b'], 'a')).toEqual(['b'])
    expect(toggleTag(['Pricing', 'b'], 'pricing')).toEqual(['b'])
  })
})

describe('dates', () => {
  it.each([
    ['2026-10-28T09:00:00+00:00', 'October 28, 2026'],
    ['2026-06-12', 'June 12, 2026'],
    ['2026-01-01T00:30:00+01:00', 'December 31, 2025'],
    ['not a date', INVALID_DATE],
    [null, INVALID_DATE],
  ])('%s reads %s', (value, expected) => {
    expect(formatLongDate(value)).toBe(expected)
  })

  it('of a post is its publish date, else its creation date', () => {
    expect(postDate({ publish_date: '2026-01-02', created_at: '2025-12-01' })).toBe('2026-01-02')
    expect(postDate({ publish_date: null, created_at: '2025-12-01' })).toBe('2025-12-01')
  })
})

describe('active navigation links', () => {
  it.each([
    ['/', '/', true],
    ['/blog', '/', false],
    ['/blog', '/blog', true],
    ['/blog/the-scale-up-gap', '/blog', true],
    ['/blogroll', '/blog', false],
    ['/about', '/blog', false],
  ])('on %s, the link to %s is active: %s', (current, link, active) => {
    expect(isActivePath(current, link)).toBe(active)
  })
})

describe('headline morph', () => {
  it('starts at the first text and ends at the second', () => {
    expect(morphFrame('Morgan Strategy', 'Alex Morgan', 0)).toBe('Morgan Strategy')
    expect(morphFrame('Morgan Strategy', 'Alex Morgan', MORPH_STEPS)).toBe('Alex Morgan')
  })

  it('takes characters over from left to right, changing length steadily', () => {
    const frames = Array.from({ length: MORPH_STEPS + 1 }, (_, step) =>
      morphFrame('AAAA', 'BBBBBBBB', step),
    )
    const lengths = frames.map((frame) => frame.length)
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b))
    expect(morphFrame('AAAAAAAA', 'BBBBBBBB', MORPH_STEPS / 2)).toBe('BBBBAAAA')
  })
})

describe('read time', () => {
  it.each([
    ['', 1],
    [`<p>${'word '.repeat(200)}</p>`, 1],
    [`<p>${'word '.repeat(201)}</p>`, 2],
    [`<h1>Title</h1><p>${'word '.repeat(450)}</p>`, 3],
  ])('of %#', (html, minutes) => {
    expect(readTimeMinutes(html)).toBe(minutes)
  })

  it('reads minute or minutes', () => {
    expect(readTimeLabel(1)).toBe('1 minute')
    expect(readTimeLabel(4)).toBe('4 minutes')
  })
})

describe('post text', () => {
  it('turns line breaks in the text into <br>, but not the breaks between blocks', () => {
    expect(lineBreaksToBreaks('First line\nSecond line')).toBe('First line<br>Second line')
    expect(lineBreaksToBreaks('<p>One</p>\n<h2>Two</h2>')).toBe('<p>One</p>\n<h2>Two</h2>')
    expect(lineBreaksToBreaks('<p>a\r\nb</p>')).toBe('<p>a<br>b</p>')
  })

  it('reads as plain text without tags or entities', () => {
    expect(plainText('<p>Fish &amp; <b>chips</b>&nbsp;today</p>')).toBe('Fish & chips today')
  })
})

describe('contact form checks', () => {
  const filled = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    company: '',
    subject: 'Hello',
    message: 'A message',
  }

  it('accept a complete form; the company is optional', () => {
    expect(contactFormErrors(filled)).toEqual({})
  })

  it('name every missing, too long or malformed field', () => {
    expect(
      contactFormErrors({ ...filled, firstName: ' ', email: 'nope', message: 'x'.repeat(5001) }),
    ).toEqual({
      firstName: 'First name is required.',
      email: 'Email must be a valid email address.',
      message: 'Message must be at most 5000 characters.',
    })
  })
})

describe('the years of experience', () => {
  const now = new Date('2026-11-24T12:00:00Z')

  it('spans the earliest to the latest year the periods name', () => {
    expect(experienceYears(['2019 - 2025', '2015 - 2019', '2010 - 2015', '2004 - 2010'], now)).toBe(
      '2004 - 2025',
    )
    expect(experienceYears(['Mar 2012 – Jun 2014'], now)).toBe('2012 - 2014')
  })

  it('runs to this year while a period is still going on', () => {
    expect(experienceYears(['2019 - Present', '2004 - 2010'], now)).toBe('2004 - 2026')
    expect(experienceYears(['Since 2021, current'], now)).toBe('2021 - 2026')
  })

  it('is null when no period names a year', () => {
    expect(experienceYears([], now)).toBeNull()
    expect(experienceYears(['Five years', 'ongoing'], now)).toBeNull()
  })
})
