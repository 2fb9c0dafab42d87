import { CONTACT_SENT, SUBSCRIBE_ANSWER } from '../../supabase/functions/_shared/formRules.ts'

/** What a public form's function says when it has taken what was sent. */
interface Taken<Message extends string> {
  message: Message
}

function answersWith<Message extends string>(
  answer: unknown,
  message: Message,
): answer is Taken<Message> {
  return typeof answer === 'object' && answer !== null && 'message' in answer
    ? answer.message === message
    : false
}

/** `send-contact-email` stored the enquiry: nothing else counts as sent. */
export function isContactStored(answer: unknown): answer is Taken<typeof CONTACT_SENT> {
  return answersWith(answer, CONTACT_SENT)
}

/** `newsletter-subscribe` took the address: nothing else counts as subscribed. */
export function isSubscriptionTaken(answer: unknown): answer is Taken<typeof SUBSCRIBE_ANSWER> {
  return answersWith(answer, SUBSCRIBE_ANSWER)
}
