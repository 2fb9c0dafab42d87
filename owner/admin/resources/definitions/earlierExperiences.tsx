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

type EarlierExperienceValues = {
  company: string
  company_url: string
  logo_url: ImageChoice | null
  description: string
  display_order: string
}

export const earlierExperiencesResource: ResourceDefinition<
  'earlier_experiences',
  EarlierExperienceValues
> = {
  table: 'earlier_experiences',
  path: '/earlier-experience-admin',
  texts: resourceTexts({
    one: 'Earlier Experience',
    many: 'Earlier Experiences',
    back: { to: '/about', label: 'Back to About' },
    subtitle: 'The companies listed under Earlier Experience on the About page',
  }),
  messages: itemMessages({
    created: 'Earlier experience created successfully',
    updated: 'Earlier experience updated successfully',
    deleted: 'Earlier experience deleted successfully',
    createFailed: 'Failed to create earlier experience',
    updateFailed: 'Failed to update earlier experience',
    deleteFailed: 'Failed to delete earlier experience',
  }),
  columns: [
    ...companyColumns(),
    { header: 'Description', cell: (row) => row.description, truncate: (row) => row.description },
    { header: 'Order', cell: (row) => row.display_order },
  ],
  rowName: (row) => row.company,
  reorderable: true,
  fields: [
    { kind: 'text', name: 'company', label: 'Company', required: true },
    websiteField(),
    logoField('earlier-experience-logos', 'company'),
    { kind: 'textarea', name: 'description', label: 'Description', required: true, rows: 4 },
    displayOrderField(),
  ],
  toValues: (row) => ({
    ...companyValues(row),
    description: row?.description ?? '',
    display_order: displayOrderText(row),
  }),
  toInput: (values) => ({
    ...companyInput(values),
    description: values.description.trim(),
    ...displayOrderInput(values.display_order),
  }),
}
