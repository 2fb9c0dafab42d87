import {
  filledItems,
  optionalText,
  displayOrderInput,
} from '../../../../shared/domain/formFields.ts'
import type { ResourceDefinition } from '../resourceDefinition.ts'
import { resourceTexts, itemMessages } from '../resourceTexts.ts'
import { displayOrderField, displayOrderText } from './commonFields.ts'

type ServiceValues = {
  title: string
  subtitle: string
  whats_included: string[]
  ideal_for: string
  results: string
  display_order: string
}

export const servicesResource: ResourceDefinition<'services', ServiceValues> = {
  table: 'services',
  path: '/services-admin',
  texts: resourceTexts({
    one: 'Service',
    many: 'Services',
    back: { to: '/work-with-me', label: 'Back to Work With Me' },
    subtitle: 'The services offered on the Work With Me page, in the order shown there',
  }),
  messages: itemMessages({
    created: 'Service created successfully',
    updated: 'Service updated successfully',
    deleted: 'Service deleted successfully',
    createFailed: 'Failed to create service',
    updateFailed: 'Failed to update service',
    deleteFailed: 'Failed to delete service',
  }),
  columns: [
    { header: 'Title', cell: (row) => <strong>{row.title}</strong>, truncate: (row) => row.title },
    { header: 'Subtitle', cell: (row) => row.subtitle, truncate: (row) => row.subtitle },
    { header: 'Included', cell: (row) => row.whats_included.length },
  ],
  rowName: (row) => row.title,
  reorderable: true,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'text', name: 'subtitle', label: 'Subtitle', required: true },
    {
      kind: 'list',
      name: 'whats_included',
      label: "What's included",
      itemLabel: 'Included item',
      addLabel: 'Add item',
    },
    { kind: 'textarea', name: 'ideal_for', label: 'Ideal for', required: true, rows: 3 },
    { kind: 'textarea', name: 'results', label: 'Results', rows: 3 },
    displayOrderField(),
  ],
  toValues: (row) => ({
    title: row?.title ?? '',
    subtitle: row?.subtitle ?? '',
    whats_included: row?.whats_included ?? [],
    ideal_for: row?.ideal_for ?? '',
    results: row?.results ?? '',
    display_order: displayOrderText(row),
  }),
  toInput: (values) => ({
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    whats_included: filledItems(values.whats_included),
    ideal_for: values.ideal_for.trim(),
    results: optionalText(values.results),
    ...displayOrderInput(values.display_order),
  }),
}
