import { type FunctionClient, callerClient, serviceClient } from './clients.ts'
import type { FunctionEnvironment } from './environment.ts'
import { json, preflight, readJsonObject, sameSecret, withErrorResponse } from './http.ts'
import type { MailTransport } from './mail.ts'
import { storedEmailSizes } from './emailSizes.ts'
import { POST_MAIL_COLUMNS, postMail } from './newsletter-mail.ts'

/** A claim older than this whose mail never got marked sent is tried again. */
const STALE_CLAIM_MS = 15 * 60 * 1000

interface Subscriber {
  id: string
  email: string
  unsubscribe_token: string
}

/**
 * `send-newsletter` with `{ postId }`: mails a published post once to every confirmed
 * subscriber. The database calls it when a post is first published, with the dispatch secret
 * in `x-newsletter-secret`; otherwise only the owner may call it (with aal2 where two-factor is
 * enrolled). How the send went is recorded in `newsletter_sends` for the owner's editor. Each
 * delivery is claimed in the database before its mail goes out and marked sent after, so a
 * second call mails nobody twice, and a call after a partial failure mails only those not yet
 * reached. `{ postId, test: true }` mails the owner alone, published or not, and records nothing.
 */
export function createSendNewsletter(deps: {
  env: FunctionEnvironment
  mail: MailTransport
  /** The secret the database sends (private.newsletter_dispatch); empty: only the owner. */
  dispatchSecret: string
}) {
  return withErrorResponse(async (request: Request): Promise<Response> => {
    const early = preflight(request)
    if (early) return early
    if (request.method !== 'POST') return json(405, { error: 'Use POST to send the newsletter.' })

    const fromDatabase = await sameSecret(
      request.headers.get('x-newsletter-secret'),
      deps.dispatchSecret,
    )
    const caller = fromDatabase
      ? null
      : callerClient(deps.env, request.headers.get('Authorization') ?? '')
    if (caller) {
      const { data: isOwner } = await caller.rpc('current_user_is_owner')
      if (isOwner !== true) {
        return json(403, { error: 'Only the site owner can send the newsletter.' })
      }
    }

    const body = await readJsonObject(request)
    const postId = typeof body?.postId === 'string' ? body.postId : ''
    const service = serviceClient(deps.env)
    const { data: post } = await service
      .from('blog_posts')
      .select(`id, published, ${POST_MAIL_COLUMNS}`)
      .eq('id', postId)
      .maybeSingle()
    if (!post) return json(404, { error: 'There is no post with this id.' })
    const emailSizes = await storedEmailSizes(post, deps.env.siteUrl)

    // A test goes to the owner alone and may be sent before the post is published.
    if (body?.test === true && caller) {
      const { data } = await caller.auth.getUser()
      if (!data.user?.email) return json(400, { error: 'Your account has no email address.' })
      const mail = postMail(deps.env, data.user.email, post, null, emailSizes)
      // Marked, so the owner's inbox never holds two copies that look like the real send.
      await deps.mail.send({ ...mail, subject: `[Test] ${mail.subject}` })
      return json(200, { sent: 1, test: true })
    }
    if (!post.published) return json(409, { error: 'Publish the post before sending it.' })

    const claimed = await claimDeliveries(service, post.id)
    let sent = 0
    let failed = 0
    for (const subscriber of claimed) {
      try {
        await deps.mail.send(
          postMail(deps.env, subscriber.email, post, subscriber.unsubscribe_token, emailSizes),
        )
        await service
          .from('newsletter_deliveries')
          .update({ sent_at: new Date().toISOString() })
          .eq('post_id', post.id)
          .eq('subscriber_id', subscriber.id)
        sent++
      } catch (error) {
        console.error(`Mailing ${post.id} to a subscriber failed:`, error)
        // Release the claim so the next call tries this subscriber again.
        await service
          .from('newsletter_deliveries')
          .delete()
          .eq('post_id', post.id)
          .eq('subscriber_id', subscriber.id)
        failed++
      }
    }

    if (failed > 0) {
      const error = `The newsletter reached ${sent} subscriber(s); ${failed} could not be reached. Send again to retry them.`
      await recordOutcome(service, post.id, error)
      return json(502, { error, sent, failed })
    }
    await service.from('blog_posts').update({ newsletter_sent: true }).eq('id', post.id)
    await recordOutcome(service, post.id, null)
    return json(200, { sent, failed })
  })
}

/** How the send went, for the owner's editor (and the database's retries). */
async function recordOutcome(service: FunctionClient, postId: string, error: string | null) {
  const { error: recordError } = await service.from('newsletter_sends').upsert(
    {
      post_id: postId,
      state: error === null ? 'sent' : 'failed',
      error,
      finished_at: new Date().toISOString(),
    },
    { onConflict: 'post_id' },
  )
  if (recordError) console.error(`Recording the newsletter of ${postId} failed:`, recordError)
}

/** Claims the post's deliveries to confirmed subscribers who have none yet (or a stale one). */
async function claimDeliveries(service: FunctionClient, postId: string): Promise<Subscriber[]> {
  const { data: subscribers, error } = await service
    .from('newsletter_subscribers')
    .select('id, email, unsubscribe_token')
    .eq('status', 'confirmed')
  if (error) throw new Error(error.message)
  if (subscribers.length === 0) return []

  const staleBefore = new Date(Date.now() - STALE_CLAIM_MS).toISOString()
  await service
    .from('newsletter_deliveries')
    .delete()
    .eq('post_id', postId)
    .is('sent_at', null)
    .lt('claimed_at', staleBefore)

  // ON CONFLICT DO NOTHING returns only the rows this call inserted: exactly its claims.
  const { data: claims, error: claimError } = await service
    .from('newsletter_deliveries')
    .upsert(
      subscribers.map((subscriber) => ({ post_id: postId, subscriber_id: subscriber.id })),
      { onConflict: 'post_id,subscriber_id', ignoreDuplicates: true },
    )
    .select('subscriber_id')
  if (claimError) throw new Error(claimError.message)
  const claimedIds = new Set(claims.map((claim) => claim.subscriber_id))
  return subscribers.filter((subscriber) => claimedIds.has(subscriber.id))
}
