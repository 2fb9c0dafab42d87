import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readMigrationSource } from '../../supabase/local/database/migrate.ts'
import {
  type MigratedDatabase,
  openMigratedDatabase,
} from '../../supabase/local/database/open-migrated.ts'
import { snapshotKey } from '../../supabase/local/database/snapshot.ts'

/**
 * A new PGlite database starts from a snapshot of the migrated database, kept in a cache and
 * named by what made it: a changed migration, seed or bootstrap schema is never served from
 * an old snapshot. Runs on a copy of supabase/, changed the way a developer would change it.
 */

const supabaseDir = fileURLToPath(new URL('../../supabase/', import.meta.url))

let dir = ''
let opened: MigratedDatabase[] = []
const paths = () => ({
  migrationsDir: join(dir, 'migrations'),
  seedFile: join(dir, 'seed.sql'),
  cache: join(dir, 'cache'),
})

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'migrated-snapshot-'))
  cpSync(join(supabaseDir, 'migrations'), paths().migrationsDir, { recursive: true })
  cpSync(join(supabaseDir, 'seed.sql'), paths().seedFile)
})

afterEach(async () => {
  await Promise.all(opened.map(({ db }) => db.close()))
  opened = []
  rmSync(dir, { recursive: true, force: true })
})

async function open(
  options: { seed?: boolean; pgliteDir?: string } = {},
): Promise<MigratedDatabase> {
  const { migrationsDir, seedFile, cache } = paths()
  const database = await openMigratedDatabase(
    { databaseUrl: null, pgliteDir: options.pgliteDir ?? null, snapshotDir: cache },
    readMigrationSource({ migrationsDir, seedFile: options.seed === false ? null : seedFile }),
  )
  opened.push(database)
  return database
}

async function close(database: MigratedDatabase): Promise<void> {
  opened = opened.filter((other) => other !== database)
  await database.db.close()
}

const lastMigration = () => {
  const files = readdirSync(paths().migrationsDir).sort()
  return join(paths().migrationsDir, files[files.length - 1] ?? '')
}

const count = async (database: MigratedDatabase, sql: string) => {
  const [row] = await database.db.transaction((session) => session.query<{ n: number }>(sql))
  return Number(row?.n)
}

const tableExists = (database: MigratedDatabase, name: string) =>
  count(database, `select count(*) as n from pg_tables where tablename = '${name}'`)

const snapshots = () => readdirSync(paths().cache).sort()

describe('the migrated database snapshot', () => {
  it('is built on the first start and reused while nothing changed; without the seed, apart', async () => {
    const first = await open()
    expect(first.snapshot).toBe('built now')
    expect(first.migrations.fresh).toBe(true)
    expect(first.migrations.seeded).toBe(true)
    expect(first.migrations.applied).toEqual(readdirSync(paths().migrationsDir).sort())
    const posts = await count(first, 'select count(*) as n from public.blog_posts')
    expect(posts).toBeGreaterThan(0)
    // Without the template databases, which nothing copies and every start would unpack.
    expect(await count(first, 'select count(*) as n from pg_database')).toBe(1)
    await close(first)

    const second = await open()
    expect(second.snapshot).toBe('reused')
    expect(await count(second, 'select count(*) as n from public.blog_posts')).toBe(posts)
    expect(
      await count(second, 'select count(*) as n from supabase_migrations.schema_migrations'),
    ).toBe(first.migrations.applied.length)
    expect(snapshots()).toHaveLength(1)

    const empty = await open({ seed: false })
    expect(empty.snapshot).toBe('built now')
    expect(empty.migrations.seeded).toBe(false)
    expect(await count(empty, 'select count(*) as n from public.blog_posts')).toBe(0)
    expect(snapshots()).toEqual([
      expect.stringMatching(/^migrated-[0-9a-f]{32}\.tar$/),
      expect.stringMatching(/^seeded-[0-9a-f]{32}\.tar$/),
    ])
  })

  it('is never served stale: a changed migration is built anew and the old snapshot removed', async () => {
    await close(await open())
    const before = snapshots()

    appendFileSync(lastMigration(), '\ncreate table public.snapshot_probe (id int);\n')
    const changed = await open()
    expect(changed.snapshot).toBe('built now')
    expect(await tableExists(changed, 'snapshot_probe')).toBe(1)
    expect(snapshots()).toHaveLength(1)
    expect(snapshots()).not.toEqual(before)
  })

  it('is named by the bootstrap schema, each migration (added, removed, renamed) and the seed', () => {
    const { migrationsDir, seedFile } = paths()
    const source = readMigrationSource({ migrationsDir, seedFile })
    const key = snapshotKey(source)
    expect(snapshotKey({ ...source })).toBe(key)
    expect(snapshotKey({ ...source, bootstrapSql: `${source.bootstrapSql}\n-- changed` })).not.toBe(
      key,
    )
    expect(snapshotKey({ ...source, seedSql: null })).not.toBe(key)
    expect(snapshotKey({ ...source, seedSql: `${source.seedSql ?? ''}\n-- changed` })).not.toBe(key)
    const added = {
      fileName: '29991231000000_later.sql',
      version: '29991231000000',
      name: 'later',
      sql: 'select 1',
    }
    expect(snapshotKey({ ...source, migrations: [...source.migrations, added] })).not.toBe(key)
    expect(snapshotKey({ ...source, migrations: source.migrations.slice(1) })).not.toBe(key)
    const [first, ...rest] = source.migrations
    if (!first) throw new Error('supabase/migrations is empty')
    expect(
      snapshotKey({
        ...source,
        migrations: [{ ...first, fileName: `renamed_${first.fileName}` }, ...rest],
      }),
    ).not.toBe(key)
  })

  it('starts a new data directory, which then keeps its own writes and is migrated in place', async () => {
    const pgliteDir = join(dir, 'db')
    const fresh = await open({ pgliteDir, seed: false })
    expect(fresh.snapshot).toBe('built now')
    await fresh.db.transaction((session) =>
      session.exec("insert into public.contact_faqs (question, answer) values ('Kept?', 'Yes')"),
    )
    await close(fresh)

    const reopened = await open({ pgliteDir, seed: false })
    expect(reopened.snapshot).toBeNull()
    expect(reopened.migrations).toEqual({ fresh: false, applied: [], seeded: false })
    expect(await count(reopened, 'select count(*) as n from public.contact_faqs')).toBe(1)
  })
})
