import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describeChange, renderMigration } from './schemas/diffMigration.ts'
import { diffFunctions } from './schemas/functionDiff.ts'
import { openFreshMigratedDatabase } from './schemas/migratedDatabase.ts'
import { readSchemaFunctions } from './schemas/schemaFunctions.ts'

/**
 * `npm run db:diff -- <name>`: compares the functions of supabase/schemas/functions with a
 * fresh database brought to supabase/migrations (PGlite, in memory: no Supabase CLI needed),
 * and writes the migration that brings the one to the other as
 * supabase/migrations/<timestamp>_<name>.sql. Writes nothing when there is no difference.
 */

const root = fileURLToPath(new URL('..', import.meta.url))
const MIGRATIONS = join(root, 'supabase', 'migrations')

async function main(): Promise<void> {
  const name = process.argv[2] ?? ''
  if (!/^[a-z0-9_]+$/.test(name)) {
    throw new Error('Name the migration in snake case: npm run db:diff -- <name>')
  }
  const db = await openFreshMigratedDatabase(root)
  try {
    const changes = await db.transaction((session) =>
      diffFunctions(session, readSchemaFunctions(root)),
    )
    if (changes.length === 0) {
      console.log('The migrations already bring a database to supabase/schemas: nothing to write.')
      return
    }
    const file = join(MIGRATIONS, `${nextVersion()}_${name}.sql`)
    writeFileSync(file, renderMigration(`npm run db:diff -- ${name}`, changes))
    console.log(
      [`Wrote ${file}:`, ...changes.map((change) => `  ${describeChange(change)}`)].join('\n'),
    )
  } finally {
    await db.close()
  }
}

/** Now as YYYYMMDDHHMMSS (UTC), or a second after the latest migration when that is later. */
function nextVersion(): string {
  const latest = readdirSync(MIGRATIONS)
    .map((file) => /^(\d{14})_/.exec(file)?.[1])
    .filter((version): version is string => version !== undefined)
    .sort()
    .at(-1)
  const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
  if (latest === undefined || now > latest) return now
  const after = new Date(
    Date.UTC(
      Number(latest.slice(0, 4)),
      Number(latest.slice(4, 6)) - 1,
      Number(latest.slice(6, 8)),
      Number(latest.slice(8, 10)),
      Number(latest.slice(10, 12)),
      Number(latest.slice(12, 14)) + 1,
    ),
  )
  return after.toISOString().replace(/\D/g, '').slice(0, 14)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
