import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIST_LIMITS, type LimitedTable, TEXT_LIMITS } from '../../shared/domain/textLimits.ts'
import { type Database, isPostgresError } from '../../supabase/local/database/Database.ts'
import { openMigratedDatabase } from './support/migrated-database.ts'
import { backendTarget, isLocal } from './support/target.ts'

/**
 * Every text the owner writes has a limit, and the database's is the forms' (textLimits.ts):
 * a text of the limit is saved, one character more is refused.
 */

const suite = backendTarget()
const ROLLED_BACK = new Error('rolled back')
const CHECK_VIOLATION = '23514'

/** A value of exactly `length` characters that the column's other rules accept. */
function textOf(column: string, length: number): string {
  if (column.endsWith('_url')) return `https://example.org/${'a'.repeat(length - 20)}`
  // Multi-byte characters count as one, as the forms count them.
  return column === 'slug' ? 'a'.repeat(length) : `é${'a'.repeat(length - 1)}`
}

describe.runIf(isLocal(suite))('owner-written text limits', () => {
  let db: Database

  beforeAll(async () => {
    db = await openMigratedDatabase()
  })

  afterAll(async () => {
    await db.close()
  })

  /** Whether the table takes the value on its first (seeded) row: written, then rolled back. */
  function accepts(table: string, column: string, value: string | string[]): Promise<boolean> {
    return db
      .transaction<never>(async (session) => {
        const updated = await session.execute(
          `update public.${table} set ${column} = $1
           where id = (select id from public.${table} order by created_at limit 1)`,
          [value],
        )
        expect(updated).toBe(1)
        throw ROLLED_BACK
      })
      .catch((error: unknown) => {
        if (error === ROLLED_BACK) return true
        if (isPostgresError(error) && error.code === CHECK_VIOLATION) return false
        throw error
      })
  }

  const columns = Object.entries(TEXT_LIMITS).flatMap(([table, limits]) =>
    Object.entries(limits).map(([column, limit]) => ({
      table: table as LimitedTable,
      column,
      limit,
    })),
  )

  it.each(columns)('$table.$column takes $limit characters and refuses more', async (entry) => {
    const { table, column, limit } = entry
    expect(await accepts(table, column, textOf(column, limit))).toBe(true)
    expect(await accepts(table, column, textOf(column, limit + 1))).toBe(false)
  })

  it('refuses a 3,000-character FAQ question', async () => {
    expect(await accepts('contact_faqs', 'question', 'Why? '.repeat(600))).toBe(false)
  })

  it.each([
    { table: 'blog_posts', column: 'tags', limits: LIST_LIMITS.tags },
    { table: 'publications', column: 'tags', limits: LIST_LIMITS.tags },
    { table: 'services', column: 'whats_included', limits: LIST_LIMITS.whats_included },
  ])('$table.$column: as many items as allowed, each as long as allowed', async (entry) => {
    const { table, column, limits } = entry
    const items = (count: number, length: number) =>
      Array.from(
        { length: count },
        (_, index) => `${String(index).padStart(2, '0')}${'a'.repeat(length - 2)}`,
      )
    expect(await accepts(table, column, items(limits.items, limits.itemLength))).toBe(true)
    expect(await accepts(table, column, items(limits.items + 1, 10))).toBe(false)
    expect(await accepts(table, column, items(1, limits.itemLength + 1))).toBe(false)
  })
})
