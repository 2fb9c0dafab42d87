import { describe, expect, it } from 'vitest'
import { type FieldLimits, fieldProblems } from '../../../owner/admin/resources/fieldProblems.ts'
import type { FieldSpec } from '../../../owner/admin/resources/resourceDefinition.ts'
import { contactFaqsResource } from '../../../owner/admin/resources/definitions/contactFaqs.tsx'
import { earlierExperiencesResource } from '../../../owner/admin/resources/definitions/earlierExperiences.tsx'
import { experiencesResource } from '../../../owner/admin/resources/definitions/experiences.tsx'
import { publicationsResource } from '../../../owner/admin/resources/definitions/publications.tsx'
import { servicesResource } from '../../../owner/admin/resources/definitions/services.tsx'
import { startupLogosResource } from '../../../owner/admin/resources/definitions/startupLogos.tsx'
import { testimonialsResource } from '../../../owner/admin/resources/definitions/testimonials.tsx'
import { toCsv } from '../../../shared/domain/csv.ts'
import {
  FIELD_REQUIRED,
  displayOrderInput,
  filledItems,
  moveItem,
  optionalText,
  withOneRow,
} from '../../../shared/domain/formFields.ts'
import { LINK_PROBLEMS } from '../../../shared/domain/links.ts'
import { subscribersCsv, subscribersCsvName } from '../../../shared/domain/subscriberExport.ts'

describe('display order', () => {
  it.each([
    ['3', { display_order: 3 }],
    [' 12 ', { display_order: 12 }],
    ['-2', { display_order: -2 }],
    ['4.7', { display_order: 4 }],
    // None named: a new item goes to the end, an edited one stays where it is.
    ['', {}],
    ['two', {}],
  ])('%j is saved as %j', (typed, columns) => {
    expect(displayOrderInput(typed)).toEqual(columns)
  })
})

describe('list fields', () => {
  it('save only the filled rows, trimmed', () => {
    expect(filledItems([' Strategy ', '', '   ', 'Hiring'])).toEqual(['Strategy', 'Hiring'])
  })

  it('always offer one row to type into', () => {
    expect(withOneRow([])).toEqual([''])
    expect(withOneRow(['a', 'b'])).toEqual(['a', 'b'])
  })

  it('keep optional text as null when nothing was typed', () => {
    expect(optionalText('  ')).toBeNull()
    expect(optionalText(' Acme ')).toBe('Acme')
  })
})

describe('moving an item', () => {
  it.each([
    [2, 0, ['c', 'a', 'b']],
    [0, 2, ['b', 'c', 'a']],
    [1, 1, ['a', 'b', 'c']],
  ])('from %d to %d', (from, to, expected) => {
    expect(moveItem(['a', 'b', 'c'], from, to)).toEqual(expected)
  })
})

describe('form problems', () => {
  type Values = { name: string; site: string; notes: string; items: string[] }
  const fields: FieldSpec<Values>[] = [
    { kind: 'text', name: 'name', label: 'Name', required: true },
    { kind: 'text', name: 'site', label: 'Website', inputType: 'url' },
    { kind: 'textarea', name: 'notes', label: 'Notes' },
    { kind: 'list', name: 'items', label: 'Items', itemLabel: 'Item', addLabel: 'Add item' },
  ]
  const limits: FieldLimits = {
    text: (name) => (name === 'notes' ? 10 : undefined),
    list: (name) => (name === 'items' ? { items: 2, itemLength: 5 } : undefined),
  }
  const complete = { name: 'Acme', site: '', notes: '', items: [] }

  it('finds required fields left blank and addresses that are not on the web', () => {
    expect(fieldProblems(fields, { ...complete, name: '  ', site: '/acme' }, limits)).toEqual({
      name: FIELD_REQUIRED,
      site: LINK_PROBLEMS.web,
    })
  })

  it('has nothing to say about a complete form, or an optional address left empty', () => {
    expect(fieldProblems(fields, complete, limits)).toEqual({})
    expect(fieldProblems(fields, { ...complete, site: 'https://acme.com' }, limits)).toEqual({})
    expect(fieldProblems(fields, { ...complete, site: 'acme.com' }, limits)).toEqual({})
  })

  it('refuses text past its limit, and lists with too many or too long items', () => {
    expect(
      fieldProblems(fields, { ...complete, notes: '12345678901', items: ['a', 'b', 'c'] }, limits),
    ).toEqual({
      notes: 'Please keep this to 10 characters or fewer',
      items: 'Please keep this list to 2 items or fewer',
    })
    expect(fieldProblems(fields, { ...complete, items: ['abcdef', ''] }, limits)).toEqual({
      items: 'Please keep this to 5 characters or fewer',
    })
    // A limit counts characters as the database does: an emoji is one.
    expect(fieldProblems(fields, { ...complete, notes: '🙂'.repeat(10) }, limits)).toEqual({})
  })
})

describe('CSV', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', null]])).toBe(
      '"a,b","say ""hi""","two\nlines",\r\n',
    )
  })

  it('never lets a cell run as a spreadsheet formula', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)']])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-1,'@SUM(A1)\r\n`,
    )
  })

  it('exports subscribers with a header row and a dated file name', () => {
    const csv = subscribersCsv([
      {
        email: 'reader@example.com',
        status: 'confirmed',
        created_at: '2026-11-01T09:00:00Z',
        confirmed_at: '2026-11-01T09:30:00Z',
        unsubscribed_at: null,
      },
    ])
    expect(csv).toBe(
      'email,status,signed_up_at,confirmed_at,unsubscribed_at\r\n' +
        'reader@example.com,confirmed,2026-11-01T09:00:00Z,2026-11-01T09:30:00Z,\r\n',
    )
    expect(subscribersCsvName(new Date('2026-11-21T12:00:00Z'))).toBe(
      'newsletter-subscribers-2026-11-21.csv',
    )
  })
})

describe('ordered lists', () => {
  it('every list the owner orders by number can also be reordered by dragging or the keyboard', () => {
    const resources = [
      publicationsResource,
      experiencesResource,
      earlierExperiencesResource,
      startupLogosResource,
      servicesResource,
      testimonialsResource,
      contactFaqsResource,
    ]
    const ordered = resources.filter((resource) => 'display_order' in resource.toValues(null))
    expect(ordered.map((resource) => resource.table)).toEqual([
      'experiences',
      'earlier_experiences',
      'startup_experience_logos',
      'services',
      'testimonials',
      'contact_faqs',
    ])
    for (const resource of ordered) expect(resource.reorderable, resource.table).toBe(true)
  })
})
