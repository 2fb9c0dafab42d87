import type { Database, SqlSession } from '../../../supabase/local/database/Database.ts'

/** Runs work in a transaction that is always rolled back; its result and failures come out. */
export async function inRolledBackTransaction<T>(
  db: Database,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  const results: T[] = []
  const rollback = new Error('rollback')
  await db
    .transaction(async (session) => {
      results.push(await work(session))
      throw rollback
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error
    })
  const [result] = results
  if (results.length === 0) throw new Error('The rolled-back work did not finish')
  return result as T
}
