import { type SyntheticEvent, useRef, useState } from 'react'
import { sendContactMessage } from '../../shared/backend/contact.ts'
import {
  CONTACT_LIMITS,
  type ContactFormErrors,
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  contactFieldLabel,
  contactFormErrors,
  isRequiredContactField,
} from '../../shared/domain/contactForm.ts'
import { nearsLimit } from '../../shared/domain/textLimits.ts'
import { useSite } from '../SiteContext.tsx'
import { CharacterCount } from './CharacterCount.tsx'
import { EmailLink } from './EmailLink.tsx'
import { HoneypotField } from './HoneypotField.tsx'
import { useToast } from './Toasts.tsx'
import { useTypedBeforeHydration } from './useTypedBeforeHydration.ts'

/** The one-line fields, with what the browser needs to fill them in; the message follows. */
const FIELDS: { name: keyof ContactFormValues; type?: string; autoComplete?: string }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'subject' },
]

/** The contact form (spec section 9): checked on Send, sent to the contact Edge Function. */
export function ContactForm() {
  const { site, backend } = useSite()
  const toast = useToast()
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM)
  const [website, setWebsite] = useState('')
  const [errors, setErrors] = useState<ContactFormErrors>({})
  const [sending, setSending] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(form, ({ website: typedWebsite, ...typed }) => {
    const known = Object.keys(EMPTY_CONTACT_FORM)
    const fields = Object.entries(typed).filter(([name]) => known.includes(name))
    setValues((current) => ({ ...current, ...Object.fromEntries(fields) }))
    if (typedWebsite !== undefined) setWebsite(typedWebsite)
  })

  const change = (name: keyof ContactFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problems = contactFormErrors(values)
    setErrors(problems)
    const firstProblem = Object.keys(problems)[0]
    if (firstProblem) {
      document.getElementById(`contact-${firstProblem}`)?.focus()
      return
    }
    setSending(true)
    try {
      await sendContactMessage(backend.functions, values, website)
      toast({
        title: 'Message sent successfully!',
        description: "Thank you for reaching out. I'll get back to you within 24 hours.",
      })
      setValues(EMPTY_CONTACT_FORM)
    } catch (error) {
      console.error('Sending the contact form failed:', error)
      toast({
        title: 'Error sending message',
        description:
          'There was a problem sending your message. Please try again or contact me directly.',
        variant: 'error',
      })
    } finally {
      setSending(false)
    }
  }

  // No maxLength: a paste longer than the limit is kept whole, its count shows how far over it
  // is, and sending says what to shorten, as the owner's forms do.
  const fieldProps = (name: keyof ContactFormValues) => {
    const described = [
      errors[name] && `contact-${name}-error`,
      nearsLimit(values[name], CONTACT_LIMITS[name]) && `contact-${name}-count`,
    ].filter(Boolean)
    return {
      id: `contact-${name}`,
      name,
      value: values[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
    }
  }
  const count = (name: keyof ContactFormValues) => (
    <CharacterCount id={`contact-${name}-count`} text={values[name]} limit={CONTACT_LIMITS[name]} />
  )

  return (
    <form
      ref={form}
      className="card contact-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Contact form"
    >
      <p className="no-script">
        Sending this form needs JavaScript, which is off in this browser. Email me at{' '}
        <EmailLink address={site.email} /> instead.
      </p>
      <div className="form-grid">
        {FIELDS.map((field) => (
          <div key={field.name} className="field">
            <label htmlFor={`contact-${field.name}`}>
              {contactFieldLabel(field.name)}
              {isRequiredContactField(field.name) && <span aria-hidden="true"> *</span>}
            </label>
            <input
              {...fieldProps(field.name)}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              required={isRequiredContactField(field.name)}
              onChange={(event) => {
                change(field.name, event.target.value)
              }}
            />
            {errors[field.name] && (
              <p id={`contact-${field.name}-error`} className="field__error">
                {errors[field.name]}
              </p>
            )}
            {count(field.name)}
          </div>
        ))}
        <div className="field field--wide">
          <label htmlFor="contact-message">
            {contactFieldLabel('message')}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            {...fieldProps('message')}
            rows={6}
            required
            onChange={(event) => {
              change('message', event.target.value)
            }}
          />
          {errors.message && (
            <p id="contact-message-error" className="field__error">
              {errors.message}
            </p>
          )}
          {count('message')}
        </div>
      </div>
      <HoneypotField value={website} onChange={setWebsite} />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  )
}
