import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, SqlSession } from '../../supabase/local/database/Database.ts'
import { applyRequestContext } from '../../supabase/local/database/request-context.ts'
import { openMigratedDatabase } from './support/migrated-database.ts'
import { inRolledBackTransaction } from './support/rolled-back.ts'
import { backendTarget, isLocal } from './support/target.ts'

/**
 * What the local backend refuses before the database because the product never sends it, the
 * database refuses too, as hosted Supabase's API (which sends it on) finds: the rights of the
 * API roles, checked with SQL as each role, in transactions that are rolled back. Local
 * flavours only: it opens the migrated database itself.
 */

const suite = backendTarget()

const ROLES = [
  { role: 'anon', claims: {} },
  { role: 'authenticated', claims: { sub: randomUUID(), aal: 'aal2' } },
] as const

/** The SQLSTATE the statement fails with as the role, or null when it succeeds. */
async function failureAs(
  db: Database,
  caller: (typeof ROLES)[number],
  sql: string,
): Promise<string | null> {
  return inRolledBackTransaction(db, async (session: SqlSession) => {
    await applyRequestContext(session, {
      role: caller.role,
      claims: caller.claims,
      method: 'GET',
      path: '/',
      headers: {},
      searchPath: ['public', 'extensions'],
    })
    try {
      await session.query(sql)
      return null
    } catch (error) {
      const { code } = error as { code?: unknown }
      return typeof code === 'string' ? code : 'unknown'
    }
  })
}

describe.runIf(isLocal(suite))('rights beyond the contract', () => {
  let db: Database

  beforeAll(async () => {
    db = await openMigratedDatabase()
  })

  afterAll(async () => {
    await db.close()
  })

  it.each(ROLES)('$role may not read site_owner', async (caller) => {
    expect(await failureAs(db, caller, 'select * from public.site_owner')).toBe('42501')
  })

  it.each(ROLES)('$role may not edit enquiries', async (caller) => {
    expect(
      await failureAs(db, caller, `update public.contact_submissions set message = 'changed'`),
    ).toBe('42501')
  })

  it.each(ROLES)('$role may not write or delete revisions', async (caller) => {
    const revision = `(select post_id, title, slug, content, tags from public.blog_post_revisions limit 1)`
    expect(
      await failureAs(
        db,
        caller,
        `insert into public.blog_post_revisions (post_id, title, slug, content, tags) ${revision}`,
      ),
    ).toBe('42501')
    expect(await failureAs(db, caller, 'delete from public.blog_post_revisions')).toBe('42501')
  })
})
