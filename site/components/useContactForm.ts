import { type RefObject, type SyntheticEvent, useRef, useState } from 'react'
import { sendContactMessage } from '../../shared/backend/contact.ts'
import {
  type ContactFormErrors,
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  contactFormErrors,
} from '../../shared/domain/contactForm.ts'
import { newRequestId } from '../../shared/domain/requestId.ts'
import { useSite } from '../SiteContext.tsx'
import { useToast } from './Toasts.tsx'
import { useTypedBeforeHydration } from './useTypedBeforeHydration.ts'

/**
 * The contact form's state: what is typed (before hydration too), what is wrong with it, and
 * sending it to the contact Edge Function once it is right. It is said to be sent, and
 * cleared, only on the function's answer that it stored the message; any other outcome keeps
 * every field. The same message sent again (its answer came too late) goes with the same id, so
 * the owner gets it once; an edited one is a new message.
 */
export function useContactForm(form: RefObject<HTMLFormElement | null>) {
  const { backend } = useSite()
  const toast = useToast()
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM)
  const [website, setWebsite] = useState('')
  const [errors, setErrors] = useState<ContactFormErrors>({})
  const [sending, setSending] = useState(false)
  /** The last send failed: the form says so and offers the owner's address until the next. */
  const [unsent, setUnsent] = useState(false)
  const sent = useRef<{ values: ContactFormValues; requestId: string } | null>(null)
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
    setUnsent(false)
    if (sent.current?.values !== values) sent.current = { values, requestId: newRequestId() }
    try {
      await sendContactMessage(backend.functions, {
        values,
        website,
        requestId: sent.current.requestId,
      })
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
      setUnsent(true)
    } finally {
      setSending(false)
    }
  }

  return { values, errors, website, setWebsite, sending, unsent, change, submit }
}
