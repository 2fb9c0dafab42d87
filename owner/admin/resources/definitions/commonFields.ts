import type { Json } from '../../../../shared/backend/database.types.ts'
import type { LogoFolder } from '../../../../shared/backend/images.ts'
import {
  type ImageChoice,
  imageColumns,
  rowImage,
} from '../../../../shared/domain/imageVariants.ts'
import { optionalWebAddress } from '../../../../shared/domain/links.ts'
import type { FieldSpec, FieldsHolding } from '../resourceDefinition.ts'

/*
 * Fields several resources share. Each names a column the resource's values must have; the
 * constraint on `Values` guarantees it, which TypeScript cannot see through the generic name.
 */

export function websiteField<Values extends { company_url: string }>(): FieldSpec<Values> {
  return {
    kind: 'text',
    name: 'company_url' as FieldsHolding<Values, string>,
    label: 'Company website',
    inputType: 'url',
    placeholder: 'example.com',
  }
}

export function logoField<Values extends { logo_url: ImageChoice | null }>(
  folder: LogoFolder,
  nameFrom: FieldsHolding<Values, string>,
): FieldSpec<Values> {
  return {
    kind: 'image',
    name: 'logo_url' as FieldsHolding<Values, ImageChoice | null>,
    label: 'Logo',
    bucket: 'company-logos',
    folder,
    nameFrom,
  }
}

export function displayOrderField<Values extends { display_order: string }>(): FieldSpec<Values> {
  return {
    kind: 'text',
    name: 'display_order' as FieldsHolding<Values, string>,
    label: 'Display Order',
    inputType: 'number',
    placeholder: 'Last',
    helperText: 'Leave empty to put a new item at the end.',
  }
}

/** A display order as the form shows it: empty for a new item (saved at the end of the list). */
export function displayOrderText(row: { display_order: number } | null): string {
  return row ? String(row.display_order) : ''
}

interface CompanyColumns {
  company: string
  company_url: string | null
  logo_url: string | null
  logo_variants: Json | null
}

/** The company, website and logo of an experience, as the form shows them. */
export function companyValues(row: CompanyColumns | null) {
  return {
    company: row?.company ?? '',
    company_url: row?.company_url ?? '',
    logo_url: rowImage(row?.logo_url ?? null, row?.logo_variants),
  }
}

/** The company, website and logo of an experience, as they are saved. */
export function companyInput(values: ReturnType<typeof companyValues>): CompanyColumns {
  const logo = imageColumns(values.logo_url)
  return {
    company: values.company.trim(),
    company_url: optionalWebAddress(values.company_url),
    logo_url: logo.url,
    logo_variants: logo.variants,
  }
}
