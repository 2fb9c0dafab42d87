import { displayOrderInput } from '../../../../shared/domain/formFields.ts'
import type { ImageChoice } from '../../../../shared/domain/imageVariants.ts'
import type { ResourceDefinition } from '../resourceDefinition.ts'
import { resourceTexts, itemMessages } from '../resourceTexts.ts'
import { companyColumns } from './cells.tsx'
import {
  companyInput,
  companyValues,
  displayOrderField,
  displayOrderText,
  logoField,
  websiteField,
} from './commonFields.ts'

type ExperienceValues = {
  company: string
  company_url: string
  logo_url: ImageChoice | null
  role: string
  period: string
  description: string
  display_order: string
}

export const experiencesResource: ResourceDefinition<'experiences', ExperienceValues> = {
  table: 'experiences',
  path: '/experience-admin',
  texts: resourceTexts({
    one: 'Experience',
    many: 'Experiences',
    back: { to: '/about', label: 'Back to About' },
    subtitle: 'The roles listed under Professional Experience on the About page',
  }),
  messages: itemMessages({
    created: 'Experience created successfully',
    updated: 'Experience updated successfully',
    deleted: 'Experience deleted successfully',
    createFailed: 'Failed to create experience',
    updateFailed: 'Failed to update experience',
    deleteFailed: 'Failed to delete experience',
  }),
  columns: [
    ...companyColumns(),
    { header: 'Role', cell: (row) => row.role, truncate: (row) => row.role },
    { header: 'Period', cell: (row) => row.period, truncate: (row) => row.period },
    { header: 'Order', cell: (row) => row.display_order },
  ],
  rowName: (row) => `${row.role} at ${row.company}`,
  reorderable: true,
  fields: [
    { kind: 'text', name: 'company', label: 'Company', required: true },
    websiteField(),
    logoField('experience-logos', 'company'),
    { kind: 'text', name: 'role', label: 'Role', required: true },
    { kind: 'text', name: 'period', label: 'Period', required: true, placeholder: '2019 - 2024' },
    { kind: 'textarea', name: 'description', label: 'Description', required: true, rows: 4 },
    displayOrderField(),
  ],
  toValues: (row) => ({
    ...companyValues(row),
    role: row?.role ?? '',
    period: row?.period ?? '',
    description: row?.description ?? '',
    display_order: displayOrderText(row),
  }),
  toInput: (values) => ({
    ...companyInput(values),
    role: values.role.trim(),
    period: values.period.trim(),
    description: values.description.trim(),
    ...displayOrderInput(values.display_order),
  }),
}
