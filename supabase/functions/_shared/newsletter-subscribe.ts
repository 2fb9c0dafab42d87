import { serviceClient } from './clients.ts'
import type { FunctionEnvironment } from './environment.ts'
import { SUBSCRIBE_ANSWER, isEmailAddress } from './formRules.ts'
import {
  isStorableText,
  json,
  preflight,
  withErrorResponse,
  randomToken,
  readJsonObject,
} from './http.ts'
import type { MailTransport } from './mail.ts'
import { confirmationMail } from './newsletter-mail.ts'

export const INVALID_EMAIL = 'Please enter a valid email address.'

/** A confirmation email is sent again at most this often to one address. */
const RESEND_AFTER_MS = 10 * 60 * 1000

type LinkOutcome = 'confirmed' | 'unsubscribed' | 'invalid'

interface SubscribeDeps {
  env: FunctionEnvironment
  mail: MailTransport
}

/**
 * Confirms the subscriber the link was sent to. The link keeps working once used, until they
 * unsubscribe: mail scanners open links before the reader does, and a reader may click twice,
 * so a second open by a confirmed subscriber says they are subscribed, not that it failed.
 */
async function confirm(env: FunctionEnvironment, token: string): Promise<LinkOutcome> {
  const client = serviceClient(env)
  const { data } = await client
    .from('newsletter_subscribers')
    .update({ status: 'confirmed', confirmed_at: new Date().toISOString() })
    .eq('confirm_token', token)
    .eq('status', 'pending')
    .select('id')
  if (data && data.length > 0) return 'confirmed'
  const { data: already } = await client
    .from('newsletter_subscribers')
    .select('id')
    .eq('confirm_token', token)
    .eq('status', 'confirmed')
  return already && already.length > 0 ? 'confirmed' : 'invalid'
}

/** Unsubscribes the subscriber the link was sent to. */
async function unsubscribe(env: FunctionEnvironment, token: string): Promise<LinkOutcome> {
  const { data } = await serviceClient(env)
    .from('newsletter_subscribers')
    .update({
      status: 'unsubscribed',
      unsubscribed_at: new Date().toISOString(),
      confirm_token: null,
    })
    .eq('unsubscribe_token', token)
    .select('id')
  return data && data.length > 0 ? 'unsubscribed' : 'invalid'
}

/**
 * Starts a double opt-in for the address: nothing for one already confirmed or mailed lately,
 * else a fresh confirmation link by mail.
 */
async function subscribe(deps: SubscribeDeps, email: string): Promise<void> {
  const { env } = deps
  const client = serviceClient(env)
  const { data: existing, error } = await client
    .from('newsletter_subscribers')
    .select('id, status, confirmation_sent_at')
    .eq('email', email)
    .maybeSingle()
  if (error) throw new Error(error.message)
  if (existing?.status === 'confirmed') return
  // Only a pending address waits for its last link: one who left and comes back is mailed at
  // once (leaving took the link from their inbox, whose unsubscribe link only they had).
  const sentRecently =
    existing?.status === 'pending' &&
    existing.confirmation_sent_at !== null &&
    Date.now() - new Date(existing.confirmation_sent_at).getTime() < RESEND_AFTER_MS
  if (sentRecently) return

  const confirmToken = randomToken()
  const now = new Date().toISOString()
  const write = existing
    ? client
        .from('newsletter_subscribers')
        .update({ status: 'pending', confirm_token: confirmToken, confirmation_sent_at: now })
        .eq('id', existing.id)
    : client.from('newsletter_subscribers').insert({
        email,
        confirm_token: confirmToken,
        unsubscribe_token: randomToken(),
        confirmation_sent_at: now,
      })
  const { error: writeError } = await write
  if (writeError) throw new Error(writeError.message)
  try {
    await deps.mail.send(confirmationMail(env, email, confirmToken))
  } catch (mailError) {
    // Not sent: let the next request try again at once.
    await client
      .from('newsletter_subscribers')
      .update({ confirmation_sent_at: null })
      .eq('email', email)
    throw mailError
  }
}

/**
 * `newsletter-subscribe` (called without a user token: its links are opened from emails):
 * - POST `{ email }` starts a double opt-in and mails a confirmation link;
 * - GET `?action=confirm|unsubscribe&token=` does that in one click and redirects to the site's
 *   /newsletter page with the outcome;
 * - POST `?action=unsubscribe&token=` is the RFC 8058 one-click unsubscribe of mail clients.
 */
export function createNewsletterSubscribe(deps: SubscribeDeps) {
  const { env } = deps

  return withErrorResponse(async (request: Request): Promise<Response> => {
    const early = preflight(request)
    if (early) return early
    const url = new URL(request.url)
    const action = url.searchParams.get('action')
    const token = url.searchParams.get('token') ?? ''

    if (action === 'confirm' || action === 'unsubscribe') {
      const outcome =
        token === ''
          ? 'invalid'
          : await (action === 'confirm' ? confirm(env, token) : unsubscribe(env, token))
      if (request.method === 'POST') {
        return outcome === 'invalid'
          ? json(404, { error: 'This link is not valid.' })
          : json(200, { status: outcome })
      }
      return new Response(null, {
        status: 303,
        headers: { Location: `${env.siteUrl}/newsletter?status=${outcome}` },
      })
    }
    if (request.method !== 'POST') return json(405, { error: 'Use POST to subscribe.' })

    const body = await readJsonObject(request)
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
    if (!isEmailAddress(email) || !isStorableText(email)) {
      return json(400, { error: INVALID_EMAIL })
    }
    if (typeof body?.website === 'string' && body.website.trim() !== '') {
      return json(200, { message: SUBSCRIBE_ANSWER })
    }
    try {
      await subscribe(deps, email)
    } catch (error) {
      console.error('Subscribing failed:', error)
      return json(500, { error: 'Subscribing failed. Please try again later.' })
    }
    return json(200, { message: SUBSCRIBE_ANSWER })
  })
}
