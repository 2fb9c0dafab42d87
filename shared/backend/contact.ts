import type { FunctionsClient } from '@supabase/functions-js'
import type { ContactFormValues } from '../domain/contactForm.ts'
import { callFunction } from './functionCalls.ts'

/**
 * Sends the contact form to `send-contact-email`, which stores the enquiry and then mails it.
 * `website` is the hidden honeypot field: people leave it empty.
 */
export async function sendContactMessage(
  functions: FunctionsClient,
  values: ContactFormValues,
  website: string,
): Promise<void> {
  await callFunction(functions, 'send-contact-email', { ...values, website })
}
