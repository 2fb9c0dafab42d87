import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { bringBackPost, fetchDeletedPosts } from '../../shared/backend/revisions.ts'
import { publishDateFor } from '../../shared/domain/publishing.ts'
import { createChangeQueue } from '../../owner/offline/queue/changeQueue.ts'
import { newLocalId } from '../../owner/offline/store/draftStore.ts'
import type { Database, SqlSession } from '../../supabase/local/database/Database.ts'
import { anonClient, marker, otherAccount, ownerClient } from './support/clients.ts'
import { memoryDraftStore } from '../support/memory-draft-store.ts'
import { openMigratedDatabase } from './support/migrated-database.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'
import { backendTarget, isLocal } from './support/target.ts'
import { aal2Owner } from './support/two-factor-owner.ts'
import { createPost } from '../support/factories/blogPosts.ts'

/**
 * Every save of a post keeps a revision, written by the database: through the Data API as the
 * owner (directly and from the desktop's change queue), and by SQL. Only the owner reads them (aal2 once two-factor is on); the newest 50 of a
 * post are kept, beyond those one a day; a deleted post's revisions stay 30 days.
 */

const suite = backendTarget()

interface RevisionRow {
  title: string
  content_words: number
  changed_through: string
  operation: string
}

function newPost(label: string) {
  const slug = marker(label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
  return { title: label, slug, content: '<p>First words here</p>', tags: ['Test'] }
}

async function createdPostId(client: BackendClient, label: string): Promise<string> {
  return (await createPost(client, newPost(label))).id
}

async function revisionsOf(client: BackendClient, postId: string) {
  const { data, error } = await client
    .from('blog_post_revisions')
    .select('title, content_words, changed_through, operation, changed_by')
    .eq('post_id', postId)
    .order('id', { ascending: false })
  if (error) throw new Error(error.message)
  return data
}

describe('post revisions through the Data API', () => {
  let owner: BackendClient

  beforeAll(async () => {
    owner = await ownerClient(suite)
  })

  it('keeps a revision of each save by the owner, with who and how', async () => {
    const id = await createdPostId(owner, 'Revised post')
    const edit = await owner
      .from('blog_posts')
      .update({ title: 'Revised post, better title', content: '<p>First words here and more</p>' })
      .eq('id', id)
    expect(edit.error).toBeNull()
    // A save that changes nothing the owner edits is no revision.
    await owner.from('blog_posts').update({ newsletter_sent: true }).eq('id', id)

    const { data: user } = await owner.auth.getUser()
    const revisions = await revisionsOf(owner, id)
    expect(revisions).toEqual([
      {
        title: 'Revised post, better title',
        content_words: 5,
        changed_through: 'authenticated',
        operation: 'update',
        changed_by: user.user?.id,
      },
      {
        title: 'Revised post',
        content_words: 3,
        changed_through: 'authenticated',
        operation: 'insert',
        changed_by: user.user?.id,
      },
    ])
  })

  it('keeps a revision of each save synced from the desktop’s change queue', async () => {
    const queue = createChangeQueue(memoryDraftStore())
    const save = (recordId: string, baseUpdatedAt: string | null, title: string) =>
      queue.queue({
        table: 'blog_posts',
        recordId,
        baseUpdatedAt,
        files: [],
        announce: false,
        title,
        input: newPost(title),
      })
    await save(newLocalId(), null, 'Written offline')
    expect((await queue.sync(owner)).applied).toBe(1)
    const { data: post } = await owner
      .from('blog_posts')
      .select('id, updated_at')
      .eq('title', 'Written offline')
      .single()
    await save(post?.id ?? '', post?.updated_at ?? null, 'Written offline, edited')
    expect((await queue.sync(owner)).applied).toBe(1)
    expect((await revisionsOf(owner, post?.id ?? '')).map((revision) => revision.title)).toEqual([
      'Written offline, edited',
      'Written offline',
    ])
  })

  it('shows revisions to nobody but the owner, and lets nobody write them', async () => {
    const id = await createdPostId(owner, 'Private history')
    const other = await otherAccount(suite)
    try {
      // Visitors may not even ask; another account asks and sees nothing.
      const asAnon = await anonClient(suite).from('blog_post_revisions').select('id')
      expect(asAnon.error?.code).toBe('42501')
      expect(await revisionsOf(other.client, id)).toEqual([])
      const row = { post_id: id, title: 'Forged', slug: 'forged', content: 'x', tags: ['x'] }
      // Refused by the local backend's contract before the database, which refuses them too
      // (grants-outside-the-api.test.ts); hosted Supabase answers the database's 42501.
      for (const client of [owner, other.client, anonClient(suite)]) {
        const write = await client.from('blog_post_revisions').insert(row as never)
        expect(write.error).not.toBeNull()
        await client.from('blog_post_revisions').delete().eq('post_id', id)
      }
      expect(await revisionsOf(owner, id)).toHaveLength(1)
    } finally {
      await other.remove()
    }
  })

  it('keeps 50 revisions for 50 saves, and the newest 50 for more on one day', async () => {
    const id = await createdPostId(owner, 'Often edited')
    const edit = async (count: number) => {
      for (let index = 0; index < count; index += 1) {
        const { error } = await owner
          .from('blog_posts')
          .update({ title: `Edit ${String(index)}` })
          .eq('id', id)
        expect(error).toBeNull()
      }
    }
    await edit(49)
    expect(await revisionsOf(owner, id)).toHaveLength(50)
    await edit(5)
    const kept = await revisionsOf(owner, id)
    expect(kept).toHaveLength(50)
    expect(kept[0]?.title).toBe('Edit 4')
  })

  it('keeps a deleted post’s revisions, and brings the post back as a draft with them, its newsletter already sent', async () => {
    const id = await createdPostId(owner, 'Deleted later')
    await owner.from('blog_posts').update({ published: true, banner_alt: 'A chart' }).eq('id', id)
    expect((await owner.from('blog_posts').delete().eq('id', id)).error).toBeNull()
    expect(await revisionsOf(owner, id)).toHaveLength(2)

    const deleted = (await fetchDeletedPosts(owner)).filter((post) => post.post_id === id)
    expect(deleted).toEqual([expect.objectContaining({ title: 'Deleted later', published: true })])
    await bringBackPost(owner, deleted[0]?.id ?? 0)
    const { data: back } = await owner
      .from('blog_posts')
      .select('title, published, content, newsletter_sent, banner_alt')
      .eq('id', id)
      .single()
    // It was published, so its newsletter went out then: publishing it again sends none.
    expect(back).toEqual({
      title: 'Deleted later',
      published: false,
      content: '<p>First words here</p>',
      newsletter_sent: true,
      banner_alt: 'A chart',
    })
    expect(await revisionsOf(owner, id)).toHaveLength(3)
    expect((await fetchDeletedPosts(owner)).map((post) => post.post_id)).not.toContain(id)
  })

  it('brings a post back with its created, updated and publish dates, and Publish keeps the date', async () => {
    const id = await createdPostId(owner, 'Published in July')
    await owner
      .from('blog_posts')
      .update({ published: true, publish_date: '2026-07-14T09:00:00+00:00' })
      .eq('id', id)
    const before = await postDates(owner, id)
    expect((await owner.from('blog_posts').delete().eq('id', id)).error).toBeNull()

    const deleted = (await fetchDeletedPosts(owner)).find((post) => post.post_id === id)
    await bringBackPost(owner, deleted?.id ?? 0)
    expect(await postDates(owner, id)).toEqual({ ...before, published: false })

    // The list's Publish, as it saves.
    const back = await postDates(owner, id)
    await owner
      .from('blog_posts')
      .update({ published: true, publish_date: publishDateFor(true, back) })
      .eq('id', id)
    expect(await postDates(owner, id)).toMatchObject({
      published: true,
      publish_date: before.publish_date,
      created_at: before.created_at,
    })
  })

  it('brings a post back only for the owner', async () => {
    const id = await createdPostId(owner, 'Deleted for good')
    await owner.from('blog_posts').delete().eq('id', id)
    const deleted = (await fetchDeletedPosts(owner)).find((post) => post.post_id === id)
    const other = await otherAccount(suite)
    await expect(bringBackPost(other.client, deleted?.id ?? 0)).rejects.toThrow()
    await expect(bringBackPost(anonClient(suite), deleted?.id ?? 0)).rejects.toThrow()
    expect((await owner.from('blog_posts').select('id').eq('id', id)).data).toEqual([])
  })
})

async function postDates(client: BackendClient, id: string) {
  const { data, error } = await client
    .from('blog_posts')
    .select('published, publish_date, created_at, updated_at')
    .eq('id', id)
    .single()
  if (error) throw new Error(error.message)
  return data
}

describe.runIf(isLocal(suite))('post revisions under two-factor', () => {
  let backend: OwnBackend

  beforeAll(async () => {
    backend = await startOwnBackend()
  })

  afterAll(async () => {
    await backend.stop()
  })

  it('are hidden from the owner’s password-only session once two-factor is on', async () => {
    const strong = await aal2Owner(backend.target)
    const id = await createdPostId(strong, 'Two-factor history')
    expect(await revisionsOf(strong, id)).toHaveLength(1)
    const passwordOnly = await ownerClient(backend.target)
    expect(await revisionsOf(passwordOnly, id)).toEqual([])
  })
})

describe.runIf(isLocal(suite))('post revisions by SQL', () => {
  let db: Database
  const sql = <T>(work: (session: SqlSession) => Promise<T>) => db.transaction(work)

  beforeAll(async () => {
    db = await openMigratedDatabase()
  })

  afterAll(async () => {
    await db.close()
  })

  const insertPost = (session: SqlSession, label: string) =>
    session.query<{ id: string }>(
      `insert into public.blog_posts (title, slug, content, tags)
       values ($1, $2, '<p>Text</p>', '{Test}') returning id`,
      [label, marker(label).toLowerCase().replace(/\s+/g, '-')],
    )

  const revisions = (session: SqlSession, id: string) =>
    session.query<RevisionRow>(
      `select title, content_words, changed_through, operation
         from public.blog_post_revisions where post_id = $1 order by id desc`,
      [id],
    )

  it('keeps the revisions of SQL writes and of archive restores', async () => {
    const rows = await sql(async (session) => {
      const [post] = await insertPost(session, 'By SQL')
      const id = post?.id ?? ''
      await session.execute(
        `update public.blog_posts set content = '<p>Three <b>words</b> &amp; more</p>' where id = $1`,
        [id],
      )
      await session.execute(`select set_config('app.restoring_archive', 'on', true)`)
      await session.execute(`update public.blog_posts set title = 'Restored' where id = $1`, [id])
      return revisions(session, id)
    })
    expect(rows).toEqual([
      { title: 'Restored', content_words: 3, changed_through: 'archive', operation: 'update' },
      { title: 'By SQL', content_words: 3, changed_through: 'sql', operation: 'update' },
      { title: 'By SQL', content_words: 1, changed_through: 'sql', operation: 'insert' },
    ])
  })

  it('keeps one a day beyond the newest 50', async () => {
    const kept = await sql(async (session) => {
      const [post] = await insertPost(session, 'Old history')
      const id = post?.id ?? ''
      // 20 revisions on each of the three days before today, then 50 saves today.
      await session.execute(
        `insert into public.blog_post_revisions (post_id, title, slug, content, tags, featured,
           published, content_words, content_md5, operation, changed_through, created_at)
         select $1, 'Day ' || day || ' edit ' || edit, 'old', '<p>Old</p>', '{Test}', false,
                false, 1, md5('old'), 'update', 'sql',
                date_trunc('day', now()) - make_interval(days => day) + make_interval(mins => edit)
           from generate_series(1, 3) as day, generate_series(1, 20) as edit`,
        [id],
      )
      for (let edit = 0; edit < 50; edit += 1) {
        await session.execute(`update public.blog_posts set title = $2 where id = $1`, [
          id,
          `Today ${String(edit)}`,
        ])
      }
      return session.query<{ title: string }>(
        `select title from public.blog_post_revisions where post_id = $1
          and title not like 'Today%' order by created_at desc`,
        [id],
      )
    })
    expect(kept.map((row) => row.title)).toEqual([
      'Day 1 edit 20',
      'Day 2 edit 20',
      'Day 3 edit 20',
    ])
  })

  it('drops a deleted post’s revisions after 30 days, and keeps them until then', async () => {
    const counts = await sql(async (session) => {
      const [first] = await insertPost(session, 'Deleted long ago')
      const [second] = await insertPost(session, 'Deleted today')
      const ids = [first?.id ?? '', second?.id ?? '']
      await session.execute(`delete from public.blog_posts where id = any($1)`, [ids])
      await session.execute(
        `update public.blog_post_revisions set post_deleted_at = now() - interval '31 days'
          where post_id = $1`,
        [ids[0]],
      )
      // The next write of any post prunes what has expired.
      await insertPost(session, 'Another post')
      return Promise.all(ids.map(async (id) => (await revisions(session, id)).length))
    })
    expect(counts).toEqual([0, 1])
  })
})
