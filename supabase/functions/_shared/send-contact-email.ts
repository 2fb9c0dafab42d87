import { serviceClient } from './clients.ts'
import type { FunctionEnvironment } from './environment.ts'
import {
  CONTACT_FIELDS,
  CONTACT_SENT,
  type ContactField,
  INVALID_CONTACT_EMAIL,
  contactFieldProblem,
  isEmailAddress,
} from './formRules.ts'
import {
  clientAddress,
  isStorableText,
  json,
  preflight,
  withErrorResponse,
  readJsonObject,
  sha256Hex,
} from './http.ts'
import type { MailTransport } from './mail.ts'

export type ContactMessage = Record<ContactField, string>

/** Field problems in the form's order, or an empty list when the message may be sent. */
export function validateContactMessage(body: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const field of Object.keys(CONTACT_FIELDS) as ContactField[]) {
    const value = body[field]
    const text = typeof value === 'string' ? value.trim() : ''
    const problem = contactFieldProblem(field, text)
    if (value !== undefined && value !== null && typeof value !== 'string') {
      problems.push(`${CONTACT_FIELDS[field].label} must be text.`)
    } else if (problem) {
      problems.push(problem)
    } else if (!isStorableText(text)) {
      problems.push(`${CONTACT_FIELDS[field].label} contains characters that cannot be saved.`)
    }
  }
  const email = body.email
  if (typeof email === 'string' && email.trim() !== '' && !isEmailAddress(email.trim())) {
    problems.push(INVALID_CONTACT_EMAIL)
  }
  return problems
}

/**
 * `send-contact-email`: stores the enquiry, then mails it to the owner with the visitor's
 * address as reply-to, so a mail failure never loses an enquiry. A filled-in honeypot field
 * (`website`, hidden from people) gets the usual answer and nothing else; the database refuses
 * more than the configured number of enquiries per sender address and hour.
 */
export function createSendContactEmail(deps: { env: FunctionEnvironment; mail: MailTransport }) {
  return withErrorResponse(async (request: Request): Promise<Response> => {
    const early = preflight(request)
    if (early) return early
    if (request.method !== 'POST') return json(405, { error: 'Use POST to send a message.' })

    const body = await readJsonObject(request)
    if (!body) return json(400, { error: 'The message must be sent as JSON.' })
    if (typeof body.website === 'string' && body.website.trim() !== '') {
      return json(200, { message: CONTACT_SENT })
    }
    const problems = validateContactMessage(body)
    if (problems.length > 0) return json(400, { error: problems.join(' ') })

    const message = Object.fromEntries(
      Object.keys(CONTACT_FIELDS).map((field) => {
        const value = body[field]
        return [field, typeof value === 'string' ? value.trim() : '']
      }),
    ) as ContactMessage
    const { error } = await serviceClient(deps.env)
      .from('contact_submissions')
      .insert({
        first_name: message.firstName,
        last_name: message.lastName,
        email: message.email,
        company: message.company || null,
        subject: message.subject,
        message: message.message,
        client_address_hash: await sha256Hex(clientAddress(request)),
      })
    if (error) {
      if (error.code === 'PT429') return json(429, { error: error.message })
      console.error('Storing an enquiry failed:', error.message)
      return json(500, { error: 'Your message could not be saved. Please try again.' })
    }

    try {
      await deps.mail.send(enquiryMail(deps.env, message))
    } catch (mailError) {
      console.error('Mailing an enquiry failed:', mailError)
      return json(502, {
        error: 'Your message was saved, but the email notification could not be sent.',
      })
    }
    return json(200, { message: CONTACT_SENT })
  })
}

function enquiryMail(env: FunctionEnvironment, message: ContactMessage) {
  const sender = `${message.firstName} ${message.lastName}`
  return {
    from: env.emailFrom,
    to: [env.ownerEmail],
    replyTo: message.email,
    subject: `New enquiry: ${message.subject}`,
    text: [
      `From: ${sender} <${message.email}>`,
      `Company: ${message.company || '-'}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      'Reply to this email to answer. The enquiry is also kept in the site admin.',
    ].join('\n'),
  }
}
