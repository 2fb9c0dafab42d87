import type { ContactFormValues } from '../domain/contactForm.ts'
import { isContactStored } from '../domain/formAnswers.ts'
import type { FunctionCaller } from './publicBackend.ts'

/**
 * Sends the contact form to `send-contact-email`, which stores the enquiry and then mails it,
 * and resolves only on the function's own answer that it did. `website` is the hidden honeypot
 * field: people leave it empty. `requestId` names this message: sent again (its answer came too
 * late), it is stored once.
 */
export async function sendContactMessage(
  functions: FunctionCaller,
  message: { values: ContactFormValues; website: string; requestId: string },
): Promise<void> {
  const { values, website, requestId } = message
  await functions.call('send-contact-email', { ...values, website, requestId }, isContactStored)
}
