import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { migrate } from '../supabase/local/database/migrate.ts'
import { openPglite } from '../supabase/local/database/pglite.ts'
import { loadCatalogue } from '../supabase/local/rest/catalogue.ts'
import { renderDatabaseTypes } from './database-types.ts'

/** `npm run gen:types`: writes the database types from supabase/migrations. */

/** Beside the Edge Functions, which deploy alone and cannot import from outside supabase/functions. */
export const TYPES_FILE = fileURLToPath(
  new URL('../supabase/functions/_shared/database.types.ts', import.meta.url),
)

export async function generateDatabaseTypes(): Promise<string> {
  const db = await openPglite(null)
  try {
    await migrate(db, {
      migrationsDir: fileURLToPath(new URL('../supabase/migrations', import.meta.url)),
      seedFile: null,
    })
    return await renderDatabaseTypes(await loadCatalogue(db))
  } finally {
    await db.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TYPES_FILE, await generateDatabaseTypes())
  console.log(`Wrote ${TYPES_FILE}`)
}
