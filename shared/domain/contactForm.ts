import {
  CONTACT_FIELDS,
  type ContactField,
  INVALID_CONTACT_EMAIL,
  contactFieldProblem,
  isEmailAddress,
} from '../../supabase/functions/_shared/formRules.ts'

/** The contact form's values, as the visitor types them. */
export type ContactFormValues = Record<ContactField, string>

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  subject: '',
  message: '',
}

const FIELD_NAMES = Object.keys(CONTACT_FIELDS) as ContactField[]

/** The most characters each field takes, as the backend enforces it. */
export const CONTACT_LIMITS = Object.fromEntries(
  FIELD_NAMES.map((field) => [field, CONTACT_FIELDS[field].max]),
) as Record<ContactField, number>

export function isRequiredContactField(field: ContactField): boolean {
  return CONTACT_FIELDS[field].required
}

/** A field's label on the form: its name, and '(optional)' where it may be left empty. */
export function contactFieldLabel(field: ContactField): string {
  const { label, required } = CONTACT_FIELDS[field]
  return required ? label : `${label} (optional)`
}

export type ContactFormErrors = Partial<Record<ContactField, string>>

/** What is wrong with the form, field by field, as the backend says it; empty when it may go. */
export function contactFormErrors(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {}
  for (const field of FIELD_NAMES) {
    const problem = contactFieldProblem(field, values[field].trim())
    if (problem) errors[field] = problem
  }
  if (!errors.email && !isEmailAddress(values.email.trim())) errors.email = INVALID_CONTACT_EMAIL
  return errors
}
