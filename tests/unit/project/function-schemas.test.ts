import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../supabase/local/database/Database.ts'
import { describeChange } from '../../../scripts/schemas/diffMigration.ts'
import { diffFunctions } from '../../../scripts/schemas/functionDiff.ts'
import { openFreshMigratedDatabase } from '../../../scripts/schemas/migratedDatabase.ts'
import { readSchemaFunctions } from '../../../scripts/schemas/schemaFunctions.ts'

/**
 * supabase/schemas/functions is where a database function's definition is edited; the
 * migrations must bring a fresh database to it. `npm run db:diff -- <name>` writes the
 * migration that does, so this fails until it has been run and its migration committed.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url))
let db: Database

beforeAll(async () => {
  db = await openFreshMigratedDatabase(root)
}, 120_000)

afterAll(async () => {
  await db.close()
})

describe('supabase/schemas/functions', () => {
  it('is what the migrations bring a fresh database to', async () => {
    const changes = await db.transaction((session) =>
      diffFunctions(session, readSchemaFunctions(root)),
    )
    expect(
      changes.map(describeChange),
      'The migrations do not bring a database to supabase/schemas/functions: run `npm run db:diff -- <name>` and commit the migration it writes',
    ).toEqual([])
  })
})
