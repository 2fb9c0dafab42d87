import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../supabase/local/database/Database.ts'
import { openMigratedDatabase } from './support/migrated-database.ts'
import { backendTarget, isLocal } from './support/target.ts'

/** The demo content of supabase/seed.sql reads as a site someone has run for a while. */

const suite = backendTarget()

describe.runIf(isLocal(suite))('the demo content', () => {
  let db: Database

  beforeAll(async () => {
    db = await openMigratedDatabase()
  })

  afterAll(async () => {
    await db.close()
  })

  it('has posts last edited at different times, each after it was written and before today', async () => {
    const posts = await db.transaction(
      (session) =>
        session.query<{ slug: string; created_at: Date; updated_at: Date }>(
          'select slug, created_at, updated_at from public.blog_posts',
        ),
      { readOnly: true },
    )
    expect(posts.length).toBeGreaterThan(1)
    const edited = posts.map((post) => new Date(post.updated_at).getTime())
    expect(new Set(edited).size, 'distinct edit times').toBe(posts.length)
    const startOfToday = new Date().setUTCHours(0, 0, 0, 0)
    for (const post of posts) {
      const updated = new Date(post.updated_at).getTime()
      expect(updated, post.slug).toBeGreaterThanOrEqual(new Date(post.created_at).getTime())
      expect(updated, post.slug).toBeLessThan(startOfToday)
    }
  })
})
