/** The contact form's values, as the visitor types them. */
export interface ContactFormValues {
  firstName: string
  lastName: string
  email: string
  company: string
  subject: string
  message: string
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  subject: '',
  message: '',
}

/** Limits the backend enforces, so the form can say so before sending. */
export const CONTACT_LIMITS: Record<keyof ContactFormValues, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  company: 200,
  subject: 200,
  message: 5000,
}

export const REQUIRED_CONTACT_FIELDS: readonly (keyof ContactFormValues)[] = [
  'firstName',
  'lastName',
  'email',
  'subject',
  'message',
]

const FIELD_LABELS: Record<keyof ContactFormValues, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  company: 'Company',
  subject: 'Subject',
  message: 'Message',
}

/** What the form and the backend's functions accept as an email address. */
export const EMAIL_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>

/** What is wrong with the form, field by field; empty when it may be sent. */
export function contactFormErrors(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {}
  for (const field of Object.keys(FIELD_LABELS) as (keyof ContactFormValues)[]) {
    const value = values[field].trim()
    if (REQUIRED_CONTACT_FIELDS.includes(field) && value === '') {
      errors[field] = `${FIELD_LABELS[field]} is required.`
    } else if (value.length > CONTACT_LIMITS[field]) {
      errors[field] = `${FIELD_LABELS[field]} must be at most ${CONTACT_LIMITS[field]} characters.`
    }
  }
  if (!errors.email && !EMAIL_ADDRESS.test(values.email.trim())) {
    errors.email = 'Email must be a valid email address.'
  }
  return errors
}
