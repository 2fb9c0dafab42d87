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
    const requestId = typeof body.requestId === 'string' ? body.requestId : null
    if (requestId !== null && !UUID.test(requestId)) {
      return json(400, { error: 'The message id is not one this form makes.' })
    }
    const stored = await storeOnce(deps.env, request, message, requestId)
    if ('refused' in stored) return stored.refused
    if (stored.notified) return json(200, { message: CONTACT_SENT })

    try {
      await deps.mail.send(enquiryMail(deps.env, message))
    } catch (mailError) {
      console.error('Mailing an enquiry failed:', mailError)
      return json(502, {
        error: 'Your message was saved, but the email notification could not be sent.',
      })
    }
    const { error: noteError } = await serviceClient(deps.env)
      .from('contact_submissions')
      .update({ notified_at: new Date().toISOString() })
      .eq('id', stored.id)
    // The owner has the mail either way; unnoted, a retry of the same send mails it again.
    if (noteError) console.error('Noting an enquiry as mailed failed:', noteError.message)
    return json(200, { message: CONTACT_SENT })
  })
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Stores the message, once: a send retried with the same request id (its answer came too late,
 * or its mail failed) finds the message it stored, and whether the owner was mailed about it.
 */
async function storeOnce(
  env: FunctionEnvironment,
  request: Request,
  message: ContactMessage,
  requestId: string | null,
): Promise<{ id: string; notified: boolean } | { refused: Response }> {
  const client = serviceClient(env)
  const { data, error } = await client
    .from('contact_submissions')
    .upsert(
      {
        first_name: message.firstName,
        last_name: message.lastName,
        email: message.email,
        company: message.company || null,
        subject: message.subject,
        message: message.message,
        client_address_hash: await sha256Hex(clientAddress(request)),
        request_id: requestId,
      },
      { onConflict: 'request_id', ignoreDuplicates: true },
    )
    .select('id')
  if (error) {
    if (error.code === 'PT429') return { refused: json(429, { error: error.message }) }
    console.error('Storing an enquiry failed:', error.message)
    return { refused: json(500, { error: 'Your message could not be saved. Please try again.' }) }
  }
  const [inserted] = data
  if (inserted) return { id: inserted.id, notified: false }
  const { data: earlier, error: readError } = await client
    .from('contact_submissions')
    .select('id, notified_at')
    .eq('request_id', requestId ?? '')
    .single()
  if (readError) {
    console.error('Reading a stored enquiry failed:', readError.message)
    return { refused: json(500, { error: 'Your message could not be saved. Please try again.' }) }
  }
  return { id: earlier.id, notified: earlier.notified_at !== null }
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
