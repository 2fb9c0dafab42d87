import { displayOrderInput } from '../../../../shared/domain/formFields.ts'
import {
  type ImageChoice,
  imageColumns,
  rowImage,
} from '../../../../shared/domain/imageVariants.ts'
import { optionalWebAddress } from '../../../../shared/domain/links.ts'
import type { ResourceDefinition } from '../resourceDefinition.ts'
import { resourceTexts, itemMessages } from '../resourceTexts.ts'
import { LogoCell } from './cells.tsx'
import { displayOrderField, displayOrderText, logoField, websiteField } from './commonFields.ts'

type StartupLogoValues = {
  company_name: string
  company_url: string
  logo_url: ImageChoice | null
  display_order: string
}

export const startupLogosResource: ResourceDefinition<
  'startup_experience_logos',
  StartupLogoValues
> = {
  table: 'startup_experience_logos',
  path: '/startup-logos-admin',
  texts: {
    ...resourceTexts({
      one: 'Logo',
      many: 'Logos',
      back: { to: '/about', label: 'Back to About' },
      subtitle: 'The start-up and scale-up logos shown on the About page',
    }),
    title: 'Startup Logo Management',
    count: (count) => `Startup Logos (${count})`,
    loadError: 'Error loading startup logos',
    loadItemError: 'Error loading logo data',
    newTitle: 'Add New Logo',
    create: 'Add Logo',
  },
  messages: itemMessages({
    created: 'Logo added successfully',
    updated: 'Logo updated successfully',
    deleted: 'Logo deleted successfully',
    createFailed: 'Failed to add logo',
    updateFailed: 'Failed to update logo',
    deleteFailed: 'Failed to delete logo',
  }),
  columns: [
    { header: 'Logo', cell: (row) => <LogoCell url={row.logo_url} /> },
    {
      header: 'Company',
      cell: (row) => <strong>{row.company_name}</strong>,
      truncate: (row) => row.company_name,
    },
    {
      header: 'Website',
      cell: (row) => row.company_url ?? '',
      truncate: (row) => row.company_url ?? '',
    },
    { header: 'Order', cell: (row) => row.display_order },
  ],
  rowName: (row) => row.company_name,
  reorderable: true,
  fields: [
    { kind: 'text', name: 'company_name', label: 'Company name', required: true },
    websiteField(),
    logoField('startup-logos', 'company_name'),
    displayOrderField(),
  ],
  toValues: (row) => ({
    company_name: row?.company_name ?? '',
    company_url: row?.company_url ?? '',
    logo_url: rowImage(row?.logo_url ?? null, row?.logo_variants),
    display_order: displayOrderText(row),
  }),
  toInput: (values) => {
    const logo = imageColumns(values.logo_url)
    return {
      company_name: values.company_name.trim(),
      company_url: optionalWebAddress(values.company_url),
      logo_url: logo.url,
      logo_variants: logo.variants,
      ...displayOrderInput(values.display_order),
    }
  },
}
