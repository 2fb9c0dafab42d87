/**
 * What visitors may send, said once: the contact form's fields with their labels and limits,
 * and what counts as an email address; and what the functions answer once they have taken what
 * was sent. The Edge Functions enforce these rules, the site's forms check them before sending
 * and believe a send done only on those answers (shared/domain imports this module), and the
 * tables' check constraints hold the same limits (tests/backend/form-rules.test.ts compares the
 * two). Runtime-neutral: no imports, so Deno and the browser load it alike.
 */

/** `send-contact-email` stored the enquiry (and mailed it to the owner). */
export const CONTACT_SENT = 'Message sent'

/**
 * `newsletter-subscribe` took the address: the same answer for every valid request, so it
 * never tells whether an address is known.
 */
export const SUBSCRIBE_ANSWER =
  'Thanks! Please check your inbox and click the link to confirm your subscription.'

/** An email address: one @, no spaces, and a dot in the domain. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/
/** At most 254 characters: RFC 5321's limit on a path. */
export const EMAIL_MAX_LENGTH = 254

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text)
}

export interface FieldRule {
  label: string
  required: boolean
  /** The most characters it may have, once trimmed (an emoji is one, as the database counts). */
  max: number
}

/** The contact form's fields (spec sections 5 and 7), in the form's order. */
export const CONTACT_FIELDS = {
  firstName: { label: 'First name', required: true, max: 100 },
  lastName: { label: 'Last name', required: true, max: 100 },
  email: { label: 'Email', required: true, max: EMAIL_MAX_LENGTH },
  company: { label: 'Company', required: false, max: 200 },
  subject: { label: 'Subject', required: true, max: 200 },
  message: { label: 'Message', required: true, max: 5000 },
} as const satisfies Record<string, FieldRule>

export type ContactField = keyof typeof CONTACT_FIELDS

export const INVALID_CONTACT_EMAIL = 'Email must be a valid email address.'

/** What is wrong with a field's trimmed text (missing, or too long), or null when nothing. */
export function contactFieldProblem(field: ContactField, text: string): string | null {
  const rule: FieldRule = CONTACT_FIELDS[field]
  if (rule.required && text === '') return `${rule.label} is required.`
  if (Array.from(text).length > rule.max)
    return `${rule.label} must be at most ${rule.max} characters.`
  return null
}
