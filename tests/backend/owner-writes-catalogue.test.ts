import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, SqlSession } from '../../supabase/local/database/Database.ts'
import { policyName } from './support/advisor-lints.ts'
import {
  API_ROLES,
  type Policy,
  beforeInsertTriggers,
  checkConstraints,
  functionFacts,
  insertableColumns,
  readBuckets,
  readPolicies,
  readTables,
  writeLimits,
  writePrivileges,
} from './support/catalogue.ts'
import { openMigratedDatabase } from './support/migrated-database.ts'
import { requiresOwner } from './support/policy-expression.ts'
import { backendTarget, isLocal } from './support/target.ts'

/**
 * Every table in public and every storage bucket, read from the catalogue: row-level security
 * on all of them, and writes for the owner alone (the owner rule of private.is_owner(), which
 * asks for aal2 once two-factor is enrolled). A table added later falls under the same rule
 * unless it is listed below, with its reason.
 */

const suite = backendTarget()

type VisitorWrites =
  | { through: 'policy'; policy: string; columns: string[]; reason: string }
  | { through: 'function'; function: string; reason: string }

/** The tables visitors write by design, and the one way they may. */
const VISITOR_WRITTEN: Record<string, VisitorWrites> = {
  contact_submissions: {
    through: 'policy',
    policy: 'Visitors send new enquiries',
    columns: ['first_name', 'last_name', 'email', 'company', 'subject', 'message'],
    reason: 'The contact form: visitors send enquiries, which only the owner reads.',
  },
  newsletter_subscribers: {
    through: 'function',
    function: 'newsletter-subscribe',
    reason:
      'Newsletter sign-ups, with double opt-in: the function checks the address and writes with the service role.',
  },
}

const RASTER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']

/** Every expression that limits the policy's writes requires the owner. */
const writesNeedOwner = (policy: Policy) => writeLimits(policy).every(requiresOwner)

/** One query at a time, as a transaction's connection runs them. */
async function inTurn<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (const item of items) results.push(await work(item))
  return results
}

describe.runIf(isLocal(suite))('the table and bucket catalogue', () => {
  let db: Database
  const read = <T>(work: (session: SqlSession) => Promise<T>) =>
    db.transaction(work, { readOnly: true })

  beforeAll(async () => {
    db = await openMigratedDatabase()
  })

  afterAll(async () => {
    await db.close()
  })

  it('has row-level security on every table in public and in storage', async () => {
    const tables = await read(async (session) => [
      ...(await readTables(session, 'public')).map((table) => ({ ...table, schema: 'public' })),
      ...(await readTables(session, 'storage')).map((table) => ({ ...table, schema: 'storage' })),
    ])
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['blog_posts', 'contact_submissions', 'objects', 'buckets']),
    )
    const open = tables.filter((table) => !table.rowLevelSecurity)
    expect(open.map((table) => `${table.schema}.${table.name}`)).toEqual([])
  })

  it('lets only the owner write to a public table, apart from the listed visitor writes', async () => {
    const policies = await read(readPolicies)
    const writes = policies.filter((p) => p.schema === 'public' && p.command !== 'select')
    const visitorPolicy = (policy: Policy) => {
      const listed = VISITOR_WRITTEN[policy.table]
      return listed?.through === 'policy' && listed.policy === policy.name
    }
    expect(writes.filter((p) => !visitorPolicy(p) && !writesNeedOwner(p)).map(policyName)).toEqual(
      [],
    )
    for (const [table, listed] of Object.entries(VISITOR_WRITTEN)) {
      if (listed.through === 'policy')
        expect(writes.map(policyName)).toContain(`public.${table} "${listed.policy}"`)
    }
  })

  it('bounds what visitors may write through their policy', async () => {
    for (const [table, listed] of Object.entries(VISITOR_WRITTEN)) {
      if (listed.through !== 'policy') continue
      const qualified = `public.${table}`
      const { columns, checks, triggers } = await read(async (session) => ({
        columns: await inTurn(API_ROLES, (role) => insertableColumns(session, role, qualified)),
        checks: await checkConstraints(session, qualified),
        triggers: await beforeInsertTriggers(session, qualified),
      }))
      // Only the form's fields, each limited in length by a constraint.
      for (const granted of columns) expect(granted).toEqual(listed.columns)
      const unbounded = listed.columns.filter(
        (column) =>
          !checks.some(
            (check) => check.columns.includes(column) && check.definition.includes('length('),
          ),
      )
      expect(unbounded).toEqual([])
      // A security-definer trigger with a fixed search_path counts and limits each sender.
      expect(triggers).toContainEqual(
        expect.objectContaining({
          securityDefiner: true,
          settings: expect.arrayContaining([expect.stringMatching(/^search_path=/)]) as unknown,
        }),
      )
    }
  })

  it('lets visitors write listed function-written tables only through that function', async () => {
    for (const [table, listed] of Object.entries(VISITOR_WRITTEN)) {
      if (listed.through !== 'function') continue
      const entry = new URL(`../../supabase/functions/${listed.function}/index.ts`, import.meta.url)
      expect(existsSync(entry)).toBe(true)
      const privileges = await read((session) =>
        inTurn(API_ROLES, (role) => writePrivileges(session, role, `public.${table}`)),
      )
      for (const held of privileges) {
        expect(held.filter((privilege) => ['INSERT', 'UPDATE'].includes(privilege))).toEqual([])
      }
    }
  })

  it('gives visitors no write privilege on any other public table', async () => {
    const writable = await read(async (session) => {
      const tables = await readTables(session, 'public')
      const held = await inTurn(tables, async (table) => ({
        table: table.name,
        privileges: await writePrivileges(session, 'anon', `public.${table.name}`),
      }))
      return held.filter((entry) => entry.privileges.length > 0)
    })
    expect(writable).toEqual(
      Object.entries(VISITOR_WRITTEN)
        .filter(([, listed]) => listed.through === 'policy')
        .map(([table]) => ({ table, privileges: ['INSERT'] })),
    )
  })

  it('keeps every bucket owner-written, size-limited and raster-only', async () => {
    const { buckets, policies } = await read(async (session) => ({
      buckets: await readBuckets(session),
      policies: await readPolicies(session),
    }))
    expect(buckets.map((bucket) => bucket.id)).toEqual(
      expect.arrayContaining(['blog-images', 'company-logos']),
    )
    const storageWrites = policies.filter(
      (policy) => policy.schema === 'storage' && policy.command !== 'select',
    )
    expect(storageWrites.length).toBeGreaterThan(0)
    const problems = buckets.flatMap((bucket) => [
      ...storageWrites
        .filter((policy) => !writesNeedOwner(policy))
        .map((policy) => `${bucket.id}: ${policyName(policy)} does not require the owner`),
      ...(bucket.fileSizeLimit === null ? [`${bucket.id}: no file size limit`] : []),
      ...(bucket.allowedMimeTypes?.every((type) => RASTER_TYPES.includes(type))
        ? []
        : [`${bucket.id}: allows ${String(bucket.allowedMimeTypes)}`]),
    ])
    expect(problems).toEqual([])
  })

  it('keeps the owner rule in one security-definer helper that asks for aal2', async () => {
    const helper = await read((session) => functionFacts(session, 'private.is_owner()'))
    expect(helper.securityDefiner).toBe(true)
    expect(helper.settings).toContainEqual(expect.stringMatching(/^search_path=/))
    expect(helper.body).toMatch(/'aal2'/)
    expect(helper.body).toMatch(/auth\.mfa_factors/)
  })
})
