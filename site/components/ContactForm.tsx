import { useRef } from 'react'
import {
  CONTACT_LIMITS,
  type ContactFormErrors,
  type ContactFormValues,
  contactFieldLabel,
  isRequiredContactField,
} from '../../shared/domain/contactForm.ts'
import { nearsLimit } from '../../shared/domain/textLimits.ts'
import { useSite } from '../SiteContext.tsx'
import { CharacterCount } from './CharacterCount.tsx'
import { EmailLink } from './EmailLink.tsx'
import { HoneypotField } from './HoneypotField.tsx'
import { useContactForm } from './useContactForm.ts'

/** The one-line fields, with what the browser needs to fill them in; the message follows. */
const FIELDS: { name: keyof ContactFormValues; type?: string; autoComplete?: string }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'subject' },
]

// No maxLength: a paste longer than the limit is kept whole, its count shows how far over it
// is, and sending says what to shorten, as the owner's forms do.
function fieldProps(
  name: keyof ContactFormValues,
  values: ContactFormValues,
  errors: ContactFormErrors,
) {
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

interface ContactFieldProps {
  name: keyof ContactFormValues
  values: ContactFormValues
  errors: ContactFormErrors
  onChange: (name: keyof ContactFormValues, value: string) => void
}

/** A field's problem, if it has one, and its character count. */
function FieldNotes({ name, values, errors }: Omit<ContactFieldProps, 'onChange'>) {
  return (
    <>
      {errors[name] && (
        <p id={`contact-${name}-error`} className="field__error">
          {errors[name]}
        </p>
      )}
      <CharacterCount
        id={`contact-${name}-count`}
        text={values[name]}
        limit={CONTACT_LIMITS[name]}
      />
    </>
  )
}

/** One of the one-line fields, labelled, marked when required. */
function ContactLine({
  field,
  values,
  errors,
  onChange,
}: Omit<ContactFieldProps, 'name'> & { field: (typeof FIELDS)[number] }) {
  return (
    <div className="field">
      <label htmlFor={`contact-${field.name}`}>
        {contactFieldLabel(field.name)}
        {isRequiredContactField(field.name) && <span aria-hidden="true"> *</span>}
      </label>
      <input
        {...fieldProps(field.name, values, errors)}
        type={field.type ?? 'text'}
        autoComplete={field.autoComplete}
        required={isRequiredContactField(field.name)}
        onChange={(event) => {
          onChange(field.name, event.target.value)
        }}
      />
      <FieldNotes name={field.name} values={values} errors={errors} />
    </div>
  )
}

/** The contact form (spec section 9): checked on Send, sent to the contact Edge Function. */
export function ContactForm() {
  const { site } = useSite()
  const form = useRef<HTMLFormElement>(null)
  const { values, errors, website, setWebsite, sending, unsent, change, submit } =
    useContactForm(form)

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
          <ContactLine
            key={field.name}
            field={field}
            values={values}
            errors={errors}
            onChange={change}
          />
        ))}
        <div className="field field--wide">
          <label htmlFor="contact-message">
            {contactFieldLabel('message')}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            {...fieldProps('message', values, errors)}
            rows={6}
            required
            onChange={(event) => {
              change('message', event.target.value)
            }}
          />
          <FieldNotes name="message" values={values} errors={errors} />
        </div>
      </div>
      <HoneypotField value={website} onChange={setWebsite} />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
      {unsent && (
        <p className="form-error">
          Your message has not been sent, and what you wrote is still here. You can also write to me
          directly at <EmailLink address={site.email} />.
        </p>
      )}
    </form>
  )
}
