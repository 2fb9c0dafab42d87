import { optionalText, displayOrderInput } from '../../../../shared/domain/formFields.ts'
import type { ResourceDefinition } from '../resourceDefinition.ts'
import { resourceTexts, itemMessages } from '../resourceTexts.ts'
import { ActiveCell } from './cells.tsx'
import { displayOrderField, displayOrderText } from './commonFields.ts'

type TestimonialValues = {
  quote: string
  author_name: string
  author_title: string
  company: string
  is_active: boolean
  display_order: string
}

const authorOf = (row: { author_name: string; author_title: string; company: string | null }) =>
  [row.author_name, row.author_title, row.company].filter(Boolean).join(', ')

export const testimonialsResource: ResourceDefinition<'testimonials', TestimonialValues> = {
  table: 'testimonials',
  path: '/testimonials-admin',
  texts: resourceTexts({
    one: 'Testimonial',
    many: 'Testimonials',
    back: { to: '/work-with-me', label: 'Back to Work With Me' },
    subtitle: 'What clients say, shown on the Work With Me page when active',
  }),
  messages: itemMessages({
    created: 'Testimonial created successfully',
    updated: 'Testimonial updated successfully',
    deleted: 'Testimonial deleted successfully',
    createFailed: 'Failed to create testimonial',
    updateFailed: 'Failed to update testimonial',
    deleteFailed: 'Failed to delete testimonial',
  }),
  columns: [
    { header: 'Quote', cell: (row) => row.quote, truncate: (row) => row.quote },
    {
      header: 'Author',
      cell: (row) => authorOf(row),
      truncate: (row) => authorOf(row),
    },
    { header: 'Order', cell: (row) => row.display_order },
    { header: 'Status', cell: (row) => <ActiveCell active={row.is_active} /> },
  ],
  rowName: (row) => `the testimonial by ${row.author_name}`,
  reorderable: true,
  fields: [
    { kind: 'textarea', name: 'quote', label: 'Quote', required: true, rows: 4 },
    { kind: 'text', name: 'author_name', label: 'Author name', required: true },
    { kind: 'text', name: 'author_title', label: 'Author title', required: true },
    { kind: 'text', name: 'company', label: 'Company' },
    displayOrderField(),
    { kind: 'switch', name: 'is_active', label: 'Active' },
  ],
  toValues: (row) => ({
    quote: row?.quote ?? '',
    author_name: row?.author_name ?? '',
    author_title: row?.author_title ?? '',
    company: row?.company ?? '',
    is_active: row?.is_active ?? true,
    display_order: displayOrderText(row),
  }),
  toInput: (values) => ({
    quote: values.quote.trim(),
    author_name: values.author_name.trim(),
    author_title: values.author_title.trim(),
    company: optionalText(values.company),
    is_active: values.is_active,
    ...displayOrderInput(values.display_order),
  }),
}
