import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import type { Database } from '../../shared/backend/database.types.ts'
import { postBringingBack, postDeletion } from '../../owner/data/posts/postRemovalSaves.ts'
import { siblingPath } from '../../shared/domain/imageVariants.ts'
import {
  BEHIND_HELD,
  type QueuedSave,
  createChangeQueue,
} from '../../owner/offline/queue/changeQueue.ts'
import {
  type DraftStore,
  type JsonObject,
  newLocalId,
} from '../../owner/offline/store/draftStore.ts'
import { extractPendingImages, pendingImageRef } from '../../owner/offline/queue/pendingImages.ts'
import { memoryDraftStore } from '../support/memory-draft-store.ts'
import { anonClient, marker, ownerClient, serviceClient } from './support/clients.ts'
import { mailTo } from './support/outbox.ts'
import { backendTarget, isLocal } from './support/target.ts'
import { deleteRows } from './support/delete-rows.ts'

/**
 * Saves made while the backend was unreachable, synced later: in order, with local ids
 * resolved, without ever overwriting a newer server copy, and mailing a published post once.
 */

const suite = backendTarget()
let owner: BackendClient
let store: DraftStore
const serviceIds: string[] = []
const postIds: string[] = []

beforeAll(async () => {
  owner = await ownerClient()
})

afterAll(async () => {
  await deleteRows(owner, 'services', serviceIds)
  await deleteRows(owner, 'blog_posts', postIds)
})

const service = (title: string) => ({
  title,
  subtitle: 'Queued while offline',
  ideal_for: 'Teams',
  whats_included: ['One thing'],
  display_order: 90,
})

/** A save of a service, as its form queues it. */
const serviceSave = (
  title: string,
  recordId: string,
  baseUpdatedAt: string | null,
  input: JsonObject,
): QueuedSave => ({
  table: 'services',
  recordId,
  baseUpdatedAt,
  files: [],
  announce: false,
  title,
  input,
})

/** A service on the server, made for one test (and deleted after the suite). */
async function createdService(title: string) {
  const { data } = await owner.from('services').insert(service(title)).select('*').single()
  if (!data) throw new Error('setup failed')
  serviceIds.push(data.id)
  return data
}

async function serverService(title: string) {
  const { data } = await owner.from('services').select('*').eq('title', title)
  for (const row of data ?? []) if (!serviceIds.includes(row.id)) serviceIds.push(row.id)
  return data ?? []
}

/** A post on the server, made for one test (and deleted after the suite). */
async function createdPost(
  title: string,
  columns: Partial<Database['public']['Tables']['blog_posts']['Insert']>,
) {
  const { data } = await owner
    .from('blog_posts')
    .insert({ title, slug: randomUUID(), content: '<p>Kept as it was.</p>', tags: [], ...columns })
    .select('*')
    .single()
  if (!data) throw new Error('setup failed')
  postIds.push(data.id)
  return data
}

async function serverPosts(ids: string[]) {
  const found = await Promise.all(
    ids.map(async (id) => (await owner.from('blog_posts').select('*').eq('id', id)).data ?? []),
  )
  return found.flat().sort((a, b) => a.title.localeCompare(b.title))
}

describe('syncing queued saves', () => {
  it('creates an item made offline once, with the last of its edits', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const title = marker('Offline service')
    const recordId = newLocalId()
    await queue.queue(serviceSave(title, recordId, null, service(title)))
    await queue.queue(serviceSave(title, recordId, null, { subtitle: 'Second edit' }))
    await queue.queue(serviceSave(title, recordId, null, { subtitle: 'Third edit' }))
    expect(await store.listChanges()).toHaveLength(1)

    const report = await queue.sync(owner)
    expect(report).toMatchObject({ applied: 1, stopped: null, held: [], tables: ['services'] })
    const rows = await serverService(title)
    expect(rows.map((row) => row.subtitle)).toEqual(['Third edit'])
    expect((await store.syncedVersionOf(recordId))?.id).toBe(rows[0]?.id)
    expect(await store.listChanges()).toEqual([])
  })

  it('applies an edit queued after its item synced to the item the server numbered', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const title = marker('Numbered later')
    const recordId = newLocalId()
    await queue.queue(serviceSave(title, recordId, null, service(title)))
    await queue.sync(owner)
    // The form still knows the item by its local id.
    await queue.queue(serviceSave(title, recordId, null, { ideal_for: 'Boards' }))
    expect(await queue.sync(owner)).toMatchObject({ applied: 1, held: [] })
    expect((await serverService(title)).map((row) => row.ideal_for)).toEqual(['Boards'])
  })

  it('never overwrites a newer server copy: the change waits as a conflict until settled', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const title = marker('Contested')
    const created = await createdService(title)

    await queue.queue(
      serviceSave(title, created.id, created.updated_at, {
        subtitle: 'Mine',
        ideal_for: 'Mine too',
      }),
    )
    await owner.from('services').update({ subtitle: 'Theirs' }).eq('id', created.id).throwOnError()

    const report = await queue.sync(owner)
    expect(report.applied).toBe(0)
    const [held] = await store.listChanges()
    expect(held).toMatchObject({
      state: 'conflict',
      problem: 'Changed on the server after you started editing',
    })
    expect(held?.serverRow).toMatchObject({ subtitle: 'Theirs' })
    expect((await serverService(title))[0]?.subtitle).toBe('Theirs')
    // Still held on the next sync: nothing is written until the owner chooses.
    expect((await queue.sync(owner)).applied).toBe(0)

    await queue.resolve(held?.id ?? '', {
      keep: 'merged',
      input: { subtitle: 'Theirs', ideal_for: 'Mine too' },
    })
    expect((await queue.sync(owner)).applied).toBe(1)
    expect(await serverService(title)).toMatchObject([
      { subtitle: 'Theirs', ideal_for: 'Mine too' },
    ])
  })

  it('offers an item deleted on the server back as a new one', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const title = marker('Deleted meanwhile')
    const created = await createdService(title)
    await queue.queue(serviceSave(title, created.id, created.updated_at, { subtitle: 'Kept' }))
    await owner.from('services').delete().eq('id', created.id).throwOnError()

    await queue.sync(owner)
    const [held] = await store.listChanges()
    expect(held).toMatchObject({ state: 'conflict', serverRow: null })
    await queue.resolve(held?.id ?? '', {
      keep: 'merged',
      input: { ...service(title), subtitle: 'Kept' },
    })
    expect((await queue.sync(owner)).applied).toBe(1)
    expect(await serverService(title)).toMatchObject([{ subtitle: 'Kept' }])
  })

  it('deletes posts as the list showed them, and brings them back as they were', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const published = await createdPost(marker('Deleted published'), {
      published: true,
      publish_date: '2024-03-01T09:00:00+00:00',
      newsletter_sent: true,
      tags: ['Pricing', 'Strategy'],
    })
    const draft = await createdPost(marker('Deleted draft'), { published: false, tags: ['Notes'] })
    const deletions = [
      await queue.queue(postDeletion(published)),
      await queue.queue(postDeletion(draft)),
    ]
    expect(await queue.sync(owner)).toMatchObject({ applied: 2, held: [] })
    expect(await serverPosts([published.id, draft.id])).toEqual([])
    // Both reached the server: there is nothing left in the queue to take back.
    for (const { change } of deletions) expect(await queue.discard(change.id)).toBe(false)

    await queue.queue(postBringingBack(published))
    await queue.queue(postBringingBack(draft))
    expect(await queue.sync(owner)).toMatchObject({ applied: 2, held: [] })
    const kept = ['title', 'content', 'tags', 'published', 'publish_date', 'created_at']
    const pick = (row: object) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => kept.includes(key)))
    expect((await serverPosts([published.id, draft.id])).map(pick)).toEqual(
      // By title: the draft first.
      [draft, published].map(pick),
    )
    expect((await serverPosts([published.id]))[0]?.newsletter_sent).toBe(true)
  })

  it('holds the deletion of a post changed meanwhile, and takes a queued deletion back', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const post = await createdPost(marker('Edited elsewhere'), {
      published: false,
      tags: ['Notes'],
    })
    const { change } = await queue.queue(postDeletion(post))
    await owner.from('blog_posts').update({ excerpt: 'Theirs' }).eq('id', post.id).throwOnError()

    expect(await queue.sync(owner)).toMatchObject({ applied: 0, held: [{ state: 'conflict' }] })
    expect(await serverPosts([post.id])).toHaveLength(1)

    // A save of the post made meanwhile waits behind the deletion, and says why.
    const save = await queue.queue({
      table: 'blog_posts',
      recordId: post.id,
      baseUpdatedAt: post.updated_at,
      files: [],
      announce: false,
      title: post.title,
      input: { excerpt: 'Mine' },
    })
    expect((await queue.sync(owner)).held).toMatchObject([
      { id: change.id, state: 'conflict' },
      { id: save.change.id, state: 'pending', problem: BEHIND_HELD },
    ])
    expect(await queue.discard(save.change.id)).toBe(true)

    expect(await queue.discard(change.id)).toBe(true)
    expect(await store.listChanges()).toEqual([])
  })

  it('settles a held deletion only as a deletion: never written as an update of the post', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const post = await createdPost(marker('Deleted, then edited elsewhere'), {
      published: false,
      tags: ['Notes'],
    })
    await queue.queue(postDeletion(post))
    await owner.from('blog_posts').update({ excerpt: 'Theirs' }).eq('id', post.id).throwOnError()
    await queue.sync(owner)
    const [held] = await store.listChanges()
    expect(held).toMatchObject({
      kind: 'delete',
      state: 'conflict',
      problem: 'Changed on the server before your deletion reached it',
    })
    const [edited] = await serverPosts([post.id])

    // 'Keep mine' of a deletion has no version of the post to write.
    await expect(queue.resolve(held?.id ?? '', { keep: 'merged', input: {} })).rejects.toThrow(
      'Only a save is settled by keeping your version of it',
    )
    expect(await queue.sync(owner)).toMatchObject({ applied: 0 })
    expect(await serverPosts([post.id])).toEqual([edited])

    await queue.resolve(held?.id ?? '', { keep: 'deletion' })
    expect(await store.listChanges()).toMatchObject([
      { kind: 'delete', state: 'pending', baseUpdatedAt: edited?.updated_at },
    ])
    expect(await queue.sync(owner)).toMatchObject({ applied: 1, held: [] })
    expect(await serverPosts([post.id])).toEqual([])
  })

  it('drops a held deletion of a post deleted elsewhere meanwhile: there is nothing left to delete', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const post = await createdPost(marker('Deleted twice'), { published: false, tags: ['Notes'] })
    await queue.queue(postDeletion(post))
    await owner.from('blog_posts').delete().eq('id', post.id).throwOnError()
    await queue.sync(owner)
    expect(await store.listChanges()).toMatchObject([
      {
        kind: 'delete',
        state: 'conflict',
        serverRow: null,
        problem: 'Deleted on the server before your deletion reached it',
      },
    ])
    const [held] = await store.listChanges()
    await queue.resolve(held?.id ?? '', { keep: 'deletion' })
    expect(await store.listChanges()).toEqual([])
    expect(await queue.sync(owner)).toMatchObject({ applied: 0, held: [] })
  })

  it('keeps a change the server refuses, with the reason, and holds the item’s later changes', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const title = marker('Refused')
    const other = marker('Unaffected')
    const recordId = newLocalId()
    await queue.queue(serviceSave(title, recordId, null, { ...service(title), subtitle: '   ' }))
    await queue.queue(serviceSave(other, newLocalId(), null, service(other)))

    const report = await queue.sync(owner)
    expect(report.applied).toBe(1)
    const [failed] = await store.listChanges()
    expect(failed).toMatchObject({ state: 'failed', title })
    // The owner reads what to do, not the constraint's name (services_subtitle_required).
    expect(failed?.problem).toBe(
      'A value is too long or not in the form it should be. Check the fields.',
    )
    expect(await serverService(title)).toEqual([])
    expect(await serverService(other)).toHaveLength(1)

    // Fixing the form and saving again merges into the failed change, which then syncs.
    await queue.queue(serviceSave(title, recordId, null, { subtitle: 'Fixed' }))
    expect((await queue.sync(owner)).applied).toBe(1)
    expect(await serverService(title)).toMatchObject([{ subtitle: 'Fixed' }])
  })

  it('holds an entry queued in an older shape as a conflict that names the field, writing nothing', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const title = marker('Older shape')
    const created = await createdService(title)
    // A field the table no longer has, as an older version of the app may have queued.
    await queue.queue(
      serviceSave(title, created.id, created.updated_at, { subtitle: 'Mine', summary: 'Old' }),
    )

    expect((await queue.sync(owner)).applied).toBe(0)
    const [held] = await store.listChanges()
    expect(held).toMatchObject({
      state: 'conflict',
      problem:
        'This saved change does not fit the item any more: summary is not a field of services',
      serverRow: { subtitle: 'Queued while offline' },
    })
    expect(await serverService(title)).toMatchObject([{ subtitle: 'Queued while offline' }])
  })

  it('holds a damaged entry as a conflict that names the field, writing nothing', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const title = marker('Damaged')
    await queue.queue(
      serviceSave(title, newLocalId(), null, { ...service(title), whats_included: 'One thing' }),
    )

    expect((await queue.sync(owner)).applied).toBe(0)
    const [held] = await store.listChanges()
    expect(held).toMatchObject({
      state: 'conflict',
      problem:
        'This saved change does not fit the item any more: whats_included is not a list of texts',
    })
    expect(await serverService(title)).toEqual([])
  })

  it('stops at an unreachable backend and at a refused session, keeping every change', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const title = marker('Waiting')
    await queue.queue(serviceSave(title, newLocalId(), null, service(title)))

    const nowhere = createClient<Database>('http://127.0.0.1:9', suite.anonKey, {
      auth: { persistSession: false },
    })
    expect(await queue.sync(nowhere)).toMatchObject({ applied: 0, stopped: 'unreachable' })
    expect(await queue.sync(anonClient())).toMatchObject({ applied: 0, stopped: 'session' })
    expect(await store.listChanges()).toMatchObject([{ state: 'pending', title }])
    expect(await serverService(title)).toEqual([])
  })

  it('uploads an image chosen offline, with its variants, when its change syncs', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const title = marker('With a logo')
    const png = readFileSync(new URL('../fixtures/images/sample.png', import.meta.url))
    const webp = readFileSync(new URL('../fixtures/images/sample.webp', import.meta.url))
    await store.saveFile('logo-file', new Blob([png], { type: 'image/png' }))
    await store.saveFile('logo-file:480w.webp', new Blob([webp], { type: 'image/webp' }))
    const stem = `startup-logos/offline-${randomUUID().slice(0, 8)}`
    const path = `${stem}.png`
    await queue.queue({
      table: 'startup_experience_logos',
      recordId: newLocalId(),
      baseUpdatedAt: null,
      files: [
        {
          column: 'logo_url',
          inHtml: false,
          fileId: 'logo-file',
          bucket: 'company-logos',
          path,
          siblings: ['480w.webp'],
        },
      ],
      announce: false,
      title,
      input: { company_name: title, display_order: 99 },
    })
    expect((await queue.sync(owner)).applied).toBe(1)
    const { data } = await owner
      .from('startup_experience_logos')
      .select('*')
      .eq('company_name', title)
      .single()
    expect(data?.logo_url).toMatch(new RegExp(`/storage/v1/object/public/company-logos/${path}$`))
    const variant = await fetch(siblingPath(data?.logo_url ?? '', '480w.webp'))
    expect(variant.status).toBe(200)
    expect(Buffer.from(await variant.arrayBuffer())).toEqual(webp)
    expect(await store.readFile('logo-file')).toBeUndefined()
    expect(await store.readFile('logo-file:480w.webp')).toBeUndefined()
    await owner.from('startup_experience_logos').delete().eq('company_name', title)
    await owner.storage.from('company-logos').remove([path, `${stem}-480w.webp`])
  })

  it('uploads a body image chosen offline with its sizes, and leaves out one taken out since', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const title = marker('With body images')
    const png = readFileSync(new URL('../fixtures/images/sample.png', import.meta.url))
    const webp = readFileSync(new URL('../fixtures/images/sample.webp', import.meta.url))
    await store.saveFile('kept', new Blob([png], { type: 'image/png' }))
    await store.saveFile('kept:480w.webp', new Blob([webp], { type: 'image/webp' }))
    await store.saveFile('removed', new Blob([png], { type: 'image/png' }))
    const stem = `offline-${randomUUID().slice(0, 8)}/image`
    const figure = (fileId: string) => {
      const ref = pendingImageRef('blog-images', fileId, `${stem}-${fileId}.png`)
      return `<figure><img src="${ref}" srcset="${siblingPath(ref, '480w.webp')} 480w, ${ref} 900w" alt="A chart"></figure>`
    }
    const save = (content: string) => {
      const { input, files } = extractPendingImages({
        title,
        slug: title.toLowerCase().replaceAll(' ', '-'),
        tags: ['Offline'],
        content,
      })
      return queue.queue({
        table: 'blog_posts',
        recordId,
        baseUpdatedAt: null,
        files,
        announce: false,
        title,
        input,
      })
    }
    const recordId = newLocalId()
    await save(`<p>One</p>${figure('kept')}${figure('removed')}`)
    await save(`<p>Two</p>${figure('kept')}`)
    expect((await queue.sync(owner)).applied).toBe(1)
    const { data } = await owner.from('blog_posts').select('content').eq('title', title).single()
    const base = `/storage/v1/object/public/blog-images/${stem}-kept`
    expect(data?.content).toMatch(
      new RegExp(
        `<img src="http://[^"]+${base}\\.png" srcset="http://[^"]+${base}-480w\\.webp 480w, `,
      ),
    )
    expect(data?.content).not.toContain('pending-image:')
    const variant = await fetch(/srcset="([^ ]+)/.exec(data?.content ?? '')?.[1] ?? '')
    expect(Buffer.from(await variant.arrayBuffer())).toEqual(webp)
    const { data: folder } = await owner.storage.from('blog-images').list(stem.split('/')[0])
    expect(folder?.map((file) => file.name).sort()).toEqual([
      'image-kept-480w.webp',
      'image-kept.png',
    ])
    for (const fileId of ['kept', 'kept:480w.webp', 'removed'])
      expect(await store.readFile(fileId)).toBeUndefined()
    await owner.from('blog_posts').delete().eq('title', title)
    await owner.storage.from('blog-images').remove([`${stem}-kept.png`, `${stem}-kept-480w.webp`])
  })
})

describe.runIf(isLocal(suite))('publishing offline', () => {
  it('mails the newsletter once, after the post has reached the server', async () => {
    store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const reader = `offline-reader-${randomUUID().slice(0, 8)}@example.com`
    await serviceClient()
      .from('newsletter_subscribers')
      .insert({
        email: reader,
        status: 'confirmed',
        unsubscribe_token: randomUUID(),
        confirmed_at: new Date().toISOString(),
      })
      .throwOnError()
    const title = marker('Published offline')
    await queue.queue({
      table: 'blog_posts',
      recordId: newLocalId(),
      baseUpdatedAt: null,
      files: [],
      announce: true,
      title,
      input: {
        title,
        slug: title.toLowerCase().replaceAll(' ', '-'),
        content: '<p>Written on a train.</p>',
        tags: ['Travel'],
        published: true,
        publish_date: new Date().toISOString(),
      },
    })
    expect((await queue.sync(owner)).applied).toBe(1)
    const { data: post } = await owner
      .from('blog_posts')
      .select('id, newsletter_sent')
      .eq('title', title)
      .single()
    if (post) postIds.push(post.id)
    expect(post?.newsletter_sent).toBe(true)
    expect((await queue.sync(owner)).applied).toBe(0)
    const mails = (await mailTo(suite, reader)).filter((mail) => mail.subject === title)
    expect(mails).toHaveLength(1)
    await serviceClient().from('newsletter_subscribers').delete().eq('email', reader)
  })
})
