import type { LogoFolder } from '../../../backend/images.ts'
import { optionalWebAddress } from '../../../domain/links.ts'
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

export function logoField<Values extends { logo_url: string | null }>(
  folder: LogoFolder,
  nameFrom: FieldsHolding<Values, string>,
): FieldSpec<Values> {
  return {
    kind: 'logo',
    name: 'logo_url' as FieldsHolding<Values, string | null>,
    label: 'Logo',
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
    placeholder: '0',
  }
}

/** A display order as the form shows it: empty for a new item (saved as 0). */
export function displayOrderText(row: { display_order: number } | null): string {
  return row ? String(row.display_order) : ''
}

interface CompanyColumns {
  company: string
  company_url: string | null
  logo_url: string | null
}

/** The company, website and logo of an experience, as the form shows them. */
export function companyValues(row: CompanyColumns | null) {
  return {
    company: row?.company ?? '',
    company_url: row?.company_url ?? '',
    logo_url: row?.logo_url ?? null,
  }
}

/** The company, website and logo of an experience, as they are saved. */
export function companyInput(values: ReturnType<typeof companyValues>): CompanyColumns {
  return {
    company: values.company.trim(),
    company_url: optionalWebAddress(values.company_url),
    logo_url: values.logo_url,
  }
}
