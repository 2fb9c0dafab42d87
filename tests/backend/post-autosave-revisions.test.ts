import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { createChangeQueue } from '../../owner/offline/queue/changeQueue.ts'
import type { Database, SqlSession } from '../../supabase/local/database/Database.ts'
import { marker, ownerClient } from './support/clients.ts'
import { memoryDraftStore } from '../support/memory-draft-store.ts'
import { openMigratedDatabase } from './support/migrated-database.ts'
import { backendTarget, isLocal } from './support/target.ts'
import { createPost } from '../support/factories/blogPosts.ts'

/**
 * The post editor autosaves an unpublished post a few seconds after typing stops; its autosaves
 * add a revision at most every 10 minutes, and every explicit save adds one (as Ghost does).
 */

const suite = backendTarget()

const AUTOSAVE_HEADERS = JSON.stringify({ 'x-post-autosave': '1' })

async function revisionTitles(client: BackendClient, postId: string): Promise<string[]> {
  const { data, error } = await client
    .from('blog_post_revisions')
    .select('title')
    .eq('post_id', postId)
    .order('id', { ascending: false })
  if (error) throw new Error(error.message)
  return data.map((revision) => revision.title)
}

describe('autosave revisions through the change queue', () => {
  let owner: BackendClient

  beforeAll(async () => {
    owner = await ownerClient(suite)
  })

  it('records an explicit save every time and autosaves within 10 minutes of a revision not', async () => {
    const label = marker('Autosaved post')
    const post = await createPost(owner, {
      title: label,
      slug: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      content: '<p>First words</p>',
      tags: ['Test'],
    })
    const queue = createChangeQueue(memoryDraftStore())
    let updatedAt = post.updated_at
    const save = async (title: string, autosave: boolean) => {
      await queue.queue({
        table: 'blog_posts',
        recordId: post.id,
        baseUpdatedAt: updatedAt,
        files: [],
        announce: false,
        title,
        input: { title },
        autosave,
      })
      const report = await queue.sync(owner)
      expect(report.written).toHaveLength(1)
      updatedAt = report.written[0]?.row.updated_at ?? ''
    }

    await save(`${label}, autosaved once`, true)
    await save(`${label}, autosaved twice`, true)
    await save(`${label}, saved`, false)
    await save(`${label}, autosaved after the save`, true)

    expect(await revisionTitles(owner, post.id)).toEqual([`${label}, saved`, label])
    const { data } = await owner.from('blog_posts').select('title').eq('id', post.id).single()
    expect(data?.title).toBe(`${label}, autosaved after the save`)
  })
})

describe.runIf(isLocal(suite))('autosave revisions by the clock', () => {
  let db: Database

  beforeAll(async () => {
    db = await openMigratedDatabase()
  })

  afterAll(async () => {
    await db.close()
  })

  const autosave = (session: SqlSession, id: string, title: string) =>
    session.execute(`update public.blog_posts set title = $2 where id = $1`, [id, title])

  it('records an autosave once the newest revision is 10 minutes old, then none for 10 minutes', async () => {
    const titles = await db.transaction(async (session) => {
      const [post] = await session.query<{ id: string }>(
        `insert into public.blog_posts (title, slug, content, tags)
         values ('Typed', $1, '<p>Text</p>', '{Test}') returning id`,
        [
          marker('typed')
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-'),
        ],
      )
      const id = post?.id ?? ''
      await session.execute(`select set_config('request.headers', $1, true)`, [AUTOSAVE_HEADERS])
      await autosave(session, id, 'Autosaved at once')
      await session.execute(
        `update public.blog_post_revisions set created_at = now() - interval '11 minutes'
          where post_id = $1`,
        [id],
      )
      await autosave(session, id, 'Autosaved 11 minutes on')
      await autosave(session, id, 'Autosaved again')
      await session.execute(`select set_config('request.headers', '{}', true)`)
      await autosave(session, id, 'Saved')
      return session.query<{ title: string }>(
        `select title from public.blog_post_revisions where post_id = $1 order by id desc`,
        [id],
      )
    })
    expect(titles.map((row) => row.title)).toEqual(['Saved', 'Autosaved 11 minutes on', 'Typed'])
  })
})
