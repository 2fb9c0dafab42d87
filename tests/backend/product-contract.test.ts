import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { applyRestore } from '../../owner/archive/applyRestore.ts'
import { exportArchive } from '../../owner/archive/exportArchive.ts'
import { packArchive } from '../../owner/archive/packArchive.ts'
import { readArchive } from '../../owner/archive/readArchive.ts'
import { planRestore } from '../../owner/archive/restorePlan.ts'
import {
  accountSessions,
  endAccountSession,
  endOtherSessions,
} from '../../shared/backend/accountSessions.ts'
import { createArchiveBackend } from '../../shared/backend/archiveBackend.ts'
import { type BackendClient, createBackendClient } from '../../shared/backend/client.ts'
import { sendContactMessage } from '../../shared/backend/contact.ts'
import {
  createContentRow,
  deleteContentRow,
  fetchActiveRows,
  fetchContentRow,
  fetchContentRows,
  findContentRow,
  saveDisplayOrder,
  updateContentRow,
} from '../../shared/backend/contentTables.ts'
import { deleteEnquiry, fetchEnquiries } from '../../shared/backend/enquiries.ts'
import {
  fetchImagesWithoutSizes,
  recordImageSizes,
  removeStoredImage,
} from '../../shared/backend/imageColumns.ts'
import { uploadImage, uploadImageFiles } from '../../shared/backend/images.ts'
import { deleteStillUnused, fetchMediaObjects, mediaFileUrl } from '../../shared/backend/media.ts'
import { newsletterOutcome, sendNewsletter } from '../../shared/backend/newsletter.ts'
import { subscribeToNewsletter } from '../../shared/backend/newsletterSignup.ts'
import { createOwnerAccount, siteHasOwner } from '../../shared/backend/owner.ts'
import { changePassword } from '../../shared/backend/password.ts'
import {
  fetchFeaturedPosts,
  fetchKnownTags,
  fetchLatestPosts,
  fetchPost,
  fetchPostCards,
  fetchPostCardsChangedAfter,
  fetchPostNeighbours,
  fetchPostPage,
  fetchPublishedPost,
  fetchPublishedSummaries,
  fetchPublishedTags,
  searchOwnerPosts,
} from '../../shared/backend/posts.ts'
import {
  createPreviewLink,
  fetchPostPreview,
  fetchPreviewLinks,
  revokePreviewLink,
} from '../../shared/backend/previewLinks.ts'
import { type PublicBackend, createPublicBackend } from '../../shared/backend/publicBackend.ts'
import { fetchApprovedReplies } from '../../shared/backend/fediverseReplies.ts'
import {
  blockServer,
  deleteReply,
  fetchFollowerList,
  fetchReplyList,
  removeFollower,
  setReplyState,
  unblockServer,
} from '../../shared/backend/ownerFediverse.ts'
import {
  countPublications,
  fetchLatestPublications,
  fetchPublicationPage,
} from '../../shared/backend/publications.ts'
import {
  createRecoveryCodes,
  recoveryCodesLeft,
  redeemRecoveryCode,
} from '../../shared/backend/recoveryCodes.ts'
import {
  addRedirect,
  deleteRedirect,
  fetchRedirectList,
} from '../../shared/backend/ownerRedirects.ts'
import { fetchPostRedirects, fetchTagRedirects } from '../../shared/backend/redirects.ts'
import { deleteTag, fetchTagList, renameTag } from '../../shared/backend/ownerTags.ts'
import {
  bringBackPost,
  fetchDeletedPosts,
  fetchRevision,
  fetchRevisions,
} from '../../shared/backend/revisions.ts'
import { clientRowReader } from '../../shared/backend/rowReads.ts'
import { endSession } from '../../shared/backend/session.ts'
import { deleteSubscriber, fetchSubscribers } from '../../shared/backend/subscribers.ts'
import {
  assuranceLevels,
  authenticators,
  enrolTotp,
  unenrolFactor,
  verifyTotpCode,
} from '../../shared/backend/twoFactor.ts'
import type { Database } from '../../shared/backend/database.types.ts'
import type { ImageVariants } from '../../shared/domain/imageVariants.ts'
import { generatedArchive } from '../../scripts/bench/archive-content.ts'
import { fetchContentStamp } from '../../site/data/contentStamp.ts'
import { contractEntries } from '../../supabase/local/contract.ts'
import { imageBytes } from '../support/images.ts'
import { type SentRequest, recordingFetch, requestEntries } from './support/contract-requests.ts'
import { CHANGES, CONTENT_TABLES, NEW_ROWS } from './support/content-row-samples.ts'
import { ACTOR, fediverseEnvironment, postObject } from './support/fediverse-account.ts'
import { type FediverseServer, startFediverseServer } from './support/fediverse-server.ts'
import { SUITE_ENVIRONMENT } from './support/local-target.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'
import { currentCode } from './support/totp.ts'
import { type BackendTarget, isLocal } from './support/target.ts'
import { linkEmbed } from '../../shared/backend/linkPreview.ts'
import { CARD_TITLE, type OutsideSites, startOutsideSites } from '../support/outside-sites.ts'

/**
 * The product's contract with its backend (supabase/local/contract.ts), sent for real: the
 * product's own data-access modules run against this file's backend as the site, the owner's
 * screens, the command line and the Edge Functions use them, while every request they send
 * (the functions' own included: they run in this process) is recorded. Every request must be an
 * entry of the contract, and every entry must have been answered with success.
 *
 * Local only: it runs on a backend of its own with no owner yet, to sign one up, as the product
 * does first.
 */

const sent: SentRequest[] = []
const unrecordedFetch = globalThis.fetch

const session = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }
const owner = { email: 'contract-owner@example.com', password: 'contract owner password 1' }
let backend: OwnBackend
let target: BackendTarget
let visitor: PublicBackend
let outsideSites: OutsideSites
/** What the test prepares or inspects itself, kept out of the record. */
let setup: BackendClient

const signedIn = async (credentials: { email: string; password: string }) => {
  const client = createBackendClient({ url: target.url, anonKey: target.anonKey }, session)
  const { error } = await client.auth.signInWithPassword(credentials)
  if (error) throw new Error(`Sign-in failed: ${error.message}`)
  return client
}

/** A request with the service key, as the scripts send theirs (bare fetch). */
const rawService = (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit },
) =>
  fetch(`${target.url}${path}`, {
    ...init,
    headers: {
      apikey: target.serviceRoleKey,
      Authorization: `Bearer ${target.serviceRoleKey}`,
      ...init.headers,
    },
  })

describe.runIf(isLocal())('the product contract', () => {
  beforeAll(async () => {
    outsideSites = await startOutsideSites()
    backend = await startOwnBackend({
      args: ['--no-owner'],
      env: {
        ...SUITE_ENVIRONMENT,
        ...fediverseEnvironment(),
        LOCAL_OUTSIDE_SITES: outsideSites.url,
      },
      // Deliveries to the social web are tried again on the jobs' beat.
      jobsEveryMs: 200,
    })
    target = backend.target
    visitor = createPublicBackend({ url: target.url, anonKey: target.anonKey })
    setup = createClient<Database>(target.url, target.serviceRoleKey, {
      auth: session,
      global: { fetch: unrecordedFetch },
    })
    globalThis.fetch = recordingFetch(unrecordedFetch, target.url, sent)
  })

  afterAll(async () => {
    globalThis.fetch = unrecordedFetch
    await backend.stop()
    await outsideSites.close()
  })

  let client: BackendClient
  let postId = ''

  it('signs up the owner and signs in, as the first start does', async () => {
    const anon = createBackendClient({ url: target.url, anonKey: target.anonKey }, session)
    expect(await siteHasOwner(anon)).toBe(false)
    await createOwnerAccount(anon, owner, 'http://127.0.0.1:5173')
    client = await signedIn(owner)
    expect(await siteHasOwner(client)).toBe(true)
  })

  it('reads what visitors see, over bare fetch', async () => {
    const reader = visitor.data
    expect(await fetchLatestPosts(reader, 3)).toHaveLength(3)
    expect((await fetchFeaturedPosts(reader)).length).toBeGreaterThan(0)
    const cards = await fetchPostCards(reader)
    expect((await fetchPostPage(reader, 1)).total).toBe(cards.length)
    expect((await fetchPostPage(reader, 2)).rows).toEqual([])
    expect(await fetchPostCardsChangedAfter(reader, '2000-01-01T00:00:00Z')).not.toEqual([])
    const [summary] = await fetchPublishedSummaries(reader)
    const slug = summary?.slug ?? ''
    expect((await fetchPublishedPost(reader, slug))?.slug).toBe(slug)
    expect((await fetchPostNeighbours(reader, slug))?.related).toBeDefined()
    expect((await fetchPublishedTags(reader)).blog_posts.length).toBeGreaterThan(0)
    expect(await fetchContentStamp(reader)).toBeTruthy()
    expect((await fetchPublicationPage(reader, 1)).total).toBe(await countPublications(reader))
    expect(await fetchLatestPublications(reader, 4)).not.toEqual([])
    expect(await fetchPostRedirects(reader)).toEqual(expect.any(Array))
    for (const table of CONTENT_TABLES) await fetchContentRows(reader, table)
    expect(await fetchActiveRows(reader, 'testimonials')).not.toEqual([])
    expect(await fetchActiveRows(reader, 'contact_faqs')).not.toEqual([])
  })

  it("writes every content table through the owner's forms", async () => {
    for (const table of CONTENT_TABLES) {
      const row = await createContentRow(client, table, NEW_ROWS[table])
      expect((await fetchContentRow(client, table, row.id)).id).toBe(row.id)
      await updateContentRow(client, table, row.id, CHANGES[table])
      await deleteContentRow(client, table, row.id)
      expect(await findContentRow(client, table, row.id)).toBeNull()
    }
    const services = await fetchContentRows(clientRowReader(client), 'services')
    await saveDisplayOrder(
      client,
      'services',
      services.map((service) => service.id),
    )
  })

  it('edits, previews, deletes and brings back a post', async () => {
    const post = await createContentRow(client, 'blog_posts', {
      title: 'Contract post',
      slug: 'contract-post',
      content: '<p>The contract.</p>',
      tags: ['Contract', 'Spare'],
    })
    postId = post.id
    const edited = await updateContentRow(client, 'blog_posts', post.id, { title: 'Edited' })
    expect((await fetchPost(client, post.id))?.title).toBe('Edited')
    expect(await fetchKnownTags(client)).toContain('Contract')
    expect(await renameTag(client, 'Contract', 'Contracts')).toBe(1)
    expect(await fetchTagRedirects(visitor.data)).toContainEqual({
      fromTag: 'Contract',
      toTag: 'Contracts',
    })
    expect(await deleteTag(client, 'Spare')).toBe(1)
    expect((await fetchTagList(client)).map(({ name }) => name)).toContain('Contracts')
    const search = { text: 'Edited', status: null, tag: null, sort: 'created', page: 1 } as const
    expect((await searchOwnerPosts(client, search)).total).toBe(1)
    const owned = clientRowReader(client)
    expect(await owned.page({ table: 'blog_posts', limit: 2, offset: 2 })).toBeTruthy()
    expect(await fetchPublishedTags(owned)).toBeTruthy()

    const { token, link } = await createPreviewLink(client, post.id)
    expect((await fetchPostPreview(visitor.data, token))?.id).toBe(post.id)
    expect(await fetchPreviewLinks(client, post.id)).toHaveLength(1)
    expect((await revokePreviewLink(client, link.id)).revoked_at).not.toBeNull()

    const redirect = await addRedirect(client, { fromPath: '/2019/05/contract/', postId: post.id })
    const listed = await fetchRedirectList(client)
    expect(listed.redirects.map(({ id, post: target }) => [id, target.id])).toContainEqual([
      redirect,
      post.id,
    ])
    await deleteRedirect(client, redirect)

    const [revision] = await fetchRevisions(client, post.id)
    expect((await fetchRevision(client, revision?.id ?? 0)).post_id).toBe(post.id)
    expect(edited.updated_at).toBeTruthy()
    await deleteContentRow(client, 'blog_posts', post.id)
    const [deleted] = await fetchDeletedPosts(client)
    await bringBackPost(client, deleted?.id ?? 0)
    expect((await fetchPost(client, post.id))?.published).toBe(false)
  })

  it('takes enquiries and subscribers from visitors, and lets the owner remove them', async () => {
    const values = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: '',
      subject: 'The contract',
      message: 'Does the backend answer?',
    }
    await sendContactMessage(visitor.functions, { values, website: '', requestId: randomUUID() })
    const [enquiry] = await fetchEnquiries(client)
    await deleteEnquiry(client, enquiry?.id ?? '')

    await subscribeToNewsletter(visitor.functions, 'reader@example.com', '')
    const { data } = await setup
      .from('newsletter_subscribers')
      .select('confirm_token')
      .eq('email', 'reader@example.com')
      .single()
    const confirm = `/functions/v1/newsletter-subscribe?action=confirm&token=${data?.confirm_token ?? ''}`
    // The link of the confirmation email: a redirect to the site.
    expect((await fetch(`${target.url}${confirm}`, { redirect: 'manual' })).status).toBe(303)
    const [subscriber] = await fetchSubscribers(client)
    expect(subscriber?.status).toBe('confirmed')

    await updateContentRow(client, 'blog_posts', postId, { published: true })
    await sendNewsletter(client.functions, postId, { test: true })
    await sendNewsletter(client.functions, postId)
    await newsletterOutcome(client, postId, 0)
    await deleteSubscriber(client, subscriber?.id ?? '')
  })

  /** A reply approved, read, hidden, edited and deleted; a like counted and taken back. */
  async function repliesAndReactions(remote: FediverseServer, inbox: string) {
    const [post] = await visitor.data.rows<{ id: string }>({
      table: 'blog_posts',
      columns: 'id',
      equals: { published: true },
      limit: 1,
    })
    const object = postObject(post?.id ?? '')
    const note = {
      id: `${remote.actorId}/statuses/1`,
      type: 'Note',
      attributedTo: remote.actorId,
      inReplyTo: object,
      content: '<p>Hello</p>',
    }
    const activity = (type: string, about: unknown) => ({
      id: `${remote.actorId}#${type}`,
      type,
      actor: remote.actorId,
      object: about,
    })
    expect((await remote.deliver(inbox, activity('Create', note))).status).toBe(202)
    const [reply] = (await fetchReplyList(client)).replies
    await setReplyState(client, reply?.id ?? '', 'approved')
    expect(await fetchApprovedReplies(visitor.data, post?.id ?? '')).toHaveLength(1)
    expect((await remote.deliver(inbox, activity('Update', note))).status).toBe(202)
    expect((await remote.deliver(inbox, activity('Delete', note.id))).status).toBe(202)
    const like = activity('Like', object)
    expect((await remote.deliver(inbox, like)).status).toBe(202)
    expect((await fetchReplyList(client)).reactions).toHaveLength(1)
    expect((await remote.deliver(inbox, activity('Undo', like))).status).toBe(202)
    const again = { ...activity('Create', { ...note, id: `${note.id}2` }), id: `${note.id}#again` }
    expect((await remote.deliver(inbox, again)).status).toBe(202)
    await deleteReply(client, (await fetchReplyList(client)).replies[0]?.id ?? '')
  }

  it('takes follows from the social web, delivers posts to them, and takes their end', async () => {
    const remote = await startFediverseServer()
    try {
      const inbox = `${target.url}/functions/v1/activitypub-inbox`
      const follow = {
        id: `${remote.actorId}#follow`,
        type: 'Follow',
        actor: remote.actorId,
        object: ACTOR,
      }
      expect((await remote.deliver(inbox, follow)).status).toBe(202)
      const followers = await rawService('/rest/v1/fediverse_followers?select=actor_id', {})
      expect(await followers.json()).toEqual([{ actor_id: remote.actorId }])
      // The collection the actor names, as other servers read it.
      const collection = await fetch(`${target.url}/functions/v1/activitypub-followers`)
      expect(await collection.json()).toMatchObject({ totalItems: 1 })
      // A post delivered to a server that fails once (pausing it), then takes it.
      remote.inboxStatus = 503
      const { data: post } = await setup
        .from('blog_posts')
        .insert({
          title: 'Delivered',
          slug: 'delivered',
          content: '<p>Hi.</p>',
          tags: ['News'],
          published: true,
        })
        .select('id')
        .single()
        .throwOnError()
      const delivery = async () =>
        (
          await setup
            .from('fediverse_deliveries')
            .select('state, attempts')
            .eq('post_id', post.id)
            .single()
            .throwOnError()
        ).data
      await vi.waitFor(
        async () => {
          expect((await delivery()).attempts).toBe(1)
        },
        {
          timeout: 10_000,
        },
      )
      remote.inboxStatus = 202
      backend.clock.advance(61)
      await vi.waitFor(
        async () => {
          expect((await delivery()).state).toBe('delivered')
        },
        {
          timeout: 10_000,
        },
      )
      await repliesAndReactions(remote, inbox)
      await blockServer(client, 'blocked.example')
      expect((await fetchFollowerList(client)).blocked).toMatchObject([{ host: 'blocked.example' }])
      await unblockServer(client, 'blocked.example')
      const undo = { id: `${remote.actorId}#undo`, type: 'Undo', actor: remote.actorId }
      expect((await remote.deliver(inbox, { ...undo, object: follow })).status).toBe(202)
      const deletion = { id: `${remote.actorId}#delete`, type: 'Delete', actor: remote.actorId }
      expect((await remote.deliver(inbox, { ...deletion, object: remote.actorId })).status).toBe(
        202,
      )
      await removeFollower(client, remote.actorId)
    } finally {
      await remote.close()
    }
  })

  it('reads a link pasted into a post for its embed', async () => {
    const embed = await linkEmbed(client, 'https://blog.example/notes/pricing')
    expect(embed.title).toBe(CARD_TITLE)
  })

  it("keeps the site's images in Storage", async () => {
    const png = new Blob([new Uint8Array(imageBytes('image/png'))], { type: 'image/png' })
    const url = await uploadImage(client, 'blog-images', 'contract/photo.png', png)
    expect((await fetch(url)).status).toBe(200)
    await uploadImageFiles(client, 'company-logos', 'startup-logos/contract.png', {
      original: png,
      siblings: [{ name: '400w.webp', blob: png }],
    })
    const withoutSizes = await setup
      .from('experiences')
      .update({ logo_url: url, logo_variants: null })
      .eq('company', (await fetchContentRows(visitor.data, 'experiences'))[0]?.company ?? '')
      .select('id')
    expect(withoutSizes.error).toBeNull()
    const [image] = await fetchImagesWithoutSizes(client)
    if (!image) throw new Error('No image without sizes')
    const variants: ImageVariants = {
      width: 1,
      height: 1,
      widths: [],
      format: 'webp',
      share: false,
      email: false,
    }
    expect(await recordImageSizes(client, image, url, variants)).toBe(true)
    await removeStoredImage(client, url)

    const media = await fetchMediaObjects(client)
    expect(
      mediaFileUrl(client, { bucket: 'company-logos', name: 'startup-logos/contract.png' }),
    ).toMatch(/company-logos\/startup-logos\/contract\.png$/)
    const logos = media.filter((file) => file.name.startsWith('startup-logos/contract'))
    expect(await deleteStillUnused(client, logos)).toBe(2)
  })

  it('exports everything and restores an archive', async () => {
    const backend = createArchiveBackend(client)
    const exported = await exportArchive(backend, {
      siteUrl: 'https://example.com',
      personalData: true,
    })
    expect(exported.tables.blog_posts?.length).toBeGreaterThan(0)
    const generated = generatedArchive({
      posts: 1,
      wordsPerPost: 10,
      images: 1,
      imageBytes: () => 4_000,
      personalData: false,
    })
    const { archive } = await readArchive(await packArchive(generated))
    await applyRestore(backend, await planRestore(backend, archive))
    // Exported again, the restored image comes back down.
    const again = await exportArchive(backend, {
      siteUrl: 'https://example.com',
      personalData: false,
    })
    expect(again.images.length).toBeGreaterThanOrEqual(archive.images.length)
  })

  it('sets up two-factor, recovery codes and sessions, and redeems a code', async () => {
    const enrolment = await enrolTotp(client, 'Contract', 'Phone')
    const verified = await verifyTotpCode(client, enrolment.factorId, currentCode(enrolment.secret))
    expect(verified).toEqual({ ok: true })
    expect(await assuranceLevels(client)).toEqual({ current: 'aal2', next: 'aal2' })
    expect(await authenticators(client)).toHaveLength(1)
    const spare = await enrolTotp(client, 'Contract', 'Spare')
    await unenrolFactor(client, spare.factorId)
    const [code = ''] = await createRecoveryCodes(client)
    expect(await recoveryCodesLeft(client)).toBe(10)

    const other = await signedIn(owner)
    const sessions = await accountSessions(client)
    const elsewhere = sessions.find((item) => !item.current)
    await endAccountSession(client, elsewhere?.id ?? '')
    await signedIn(owner)
    await endOtherSessions(client)

    // The next period's code would be needed to verify again; the recovery code stands in.
    backend.clock.advance(1)
    const lostPhone = await signedIn(owner)
    await redeemRecoveryCode(lostPhone, code)
    expect(await authenticators(lostPhone)).toEqual([])
    await changePassword(lostPhone, owner.password, `${owner.password} changed`)
    // The archive command line and the desktop's sync forget a session on this computer only
    // (scripts/archive/connect.ts, owner/offline/sync/SyncProvider.tsx).
    const commandLine = await signedIn({ ...owner, password: `${owner.password} changed` })
    expect(await commandLine.auth.signOut({ scope: 'local' })).toEqual({ error: null })
    await endSession(lostPhone)
    expect(other).toBeTruthy()
  })

  it('serves what the command line and the scripts send', async () => {
    // scripts/local-backend-process.ts: whether the backend it started is serving yet.
    const health = await fetch(`${target.url}/auth/v1/health`, {
      headers: { apikey: target.anonKey },
    })
    expect(health.status).toBe(200)
    // scripts/bench/archive.ts: rows and images written with the service key.
    const insert = await rawService('/rest/v1/contact_faqs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify([{ question: 'Bench?', answer: 'Bench.' }]),
    })
    expect(insert.status).toBe(201)
    const upload = await rawService('/storage/v1/object/blog-images/bench/photo.png', {
      method: 'POST',
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array(imageBytes('image/png')),
    })
    expect(upload.status).toBe(200)
    // scripts/stress/load.ts: the enquiries read back by subject.
    const enquiries = await rawService(
      '/rest/v1/contact_submissions?select=subject&subject=like.Load*&limit=1000&offset=0',
      {},
    )
    expect(enquiries.status).toBe(200)
  })

  it('sent nothing outside the contract', () => {
    const contract = new Set(contractEntries())
    const outside = sent.flatMap((request) =>
      requestEntries(request)
        .filter((entry) => !contract.has(entry))
        .map(
          (entry) => `${entry} (${request.method} ${request.url.pathname}${request.url.search})`,
        ),
    )
    expect(outside).toEqual([])
  })

  it.each(contractEntries())('%s: sent, and answered with success', (entry) => {
    const answered = sent.filter((request) => requestEntries(request).includes(entry))
    expect(answered.map((request) => request.status).some((status) => status < 400)).toBe(true)
  })
})
