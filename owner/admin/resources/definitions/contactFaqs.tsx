import { displayOrderInput } from '../../../../shared/domain/formFields.ts'
import type { ResourceDefinition } from '../resourceDefinition.ts'
import { itemMessages, resourceTexts } from '../resourceTexts.ts'
import { ActiveCell } from './cells.tsx'
import { displayOrderField, displayOrderText } from './commonFields.ts'

type FaqValues = {
  question: string
  answer: string
  display_order: string
  is_active: boolean
}

/** The Contact FAQ screens, exactly as spec section 2 describes them. */
export const contactFaqsResource: ResourceDefinition<'contact_faqs', FaqValues> = {
  table: 'contact_faqs',
  path: '/contact-faqs-admin',
  texts: {
    ...resourceTexts({
      one: 'FAQ',
      many: 'FAQs',
      back: { to: '/', label: 'Back to Home' },
      subtitle: 'Manage the frequently asked questions shown on the contact page',
    }),
    title: 'Contact FAQ Management',
    empty: 'No FAQs found. Create your first FAQ to get started.',
    emptyAction: undefined,
    loadError: 'Error loading FAQs',
    loadItemError: 'Error loading FAQ',
    newDescription: 'Enter the FAQ information',
    editDescription: 'Update the FAQ information',
    backToList: 'Back to FAQ Management',
    confirmDelete: 'Are you sure you want to delete this FAQ?',
  },
  // The spec's FAQ toasts had a heading and a sentence below it; they follow the one wording
  // of every item's toasts now (issue 27).
  messages: itemMessages({
    created: 'FAQ created successfully',
    updated: 'FAQ updated successfully',
    deleted: 'FAQ deleted successfully',
    createFailed: 'Failed to create FAQ',
    updateFailed: 'Failed to update FAQ',
    deleteFailed: 'Failed to delete FAQ',
  }),
  columns: [
    { header: 'Question', cell: (row) => row.question, truncate: (row) => row.question },
    { header: 'Answer', cell: (row) => row.answer, truncate: (row) => row.answer },
    { header: 'Order', cell: (row) => row.display_order },
    { header: 'Status', cell: (row) => <ActiveCell active={row.is_active} /> },
  ],
  rowName: (row) => `the FAQ "${row.question}"`,
  reorderable: true,
  fields: [
    { kind: 'text', name: 'question', label: 'Question', required: true },
    { kind: 'textarea', name: 'answer', label: 'Answer', required: true, rows: 4 },
    displayOrderField(),
    { kind: 'switch', name: 'is_active', label: 'Active' },
  ],
  toValues: (row) => ({
    question: row?.question ?? '',
    answer: row?.answer ?? '',
    display_order: displayOrderText(row),
    is_active: row?.is_active ?? true,
  }),
  toInput: (values) => ({
    question: values.question.trim(),
    answer: values.answer.trim(),
    ...displayOrderInput(values.display_order),
    is_active: values.is_active,
  }),
}
