import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../supabase/local/database/Database.ts'
import { type Finding, LINTS, runAdvisor } from './support/advisor-lints.ts'
import { PROBE_FINDINGS, PROBE_SETTINGS, PROBE_SQL } from './support/advisor-probes.ts'
import { openMigratedDatabase } from './support/migrated-database.ts'
import { readProjectSettings } from './support/project-settings.ts'
import { inRolledBackTransaction } from './support/rolled-back.ts'
import { backendTarget, isLocal } from './support/target.ts'

/**
 * The security gate on the schema: Security Advisor lints over the migrated database, each
 * shown to catch the mistake it looks for. Local flavours only: it reads the catalogue with SQL.
 */

const suite = backendTarget()

/** Findings that are so by design, each with the reason; anything else fails the gate. */
const ACCEPTED: Record<string, string> = {
  'security_definer_function_executable private.is_owner() for anon':
    'Row-level policies run it as the caller; it tells the caller only whether they are the owner, and lives in private, which the Data API does not expose.',
  'security_definer_function_executable private.is_owner() for authenticated':
    'As for anon: the owner rule (with aal2) must read site_owner and auth.mfa_factors, which API roles may not.',
  'security_definer_function_executable private.owner_exists() for anon':
    'site_has_owner() asks it for the sign-in screen; it tells only whether an owner exists, and lives in private.',
  'security_definer_function_executable private.owner_exists() for authenticated': 'As for anon.',
  'security_definer_function_executable private.stage_archive_part(upload_id uuid, part integer, table_name text, payload jsonb) for authenticated':
    'A restore stages its rows where only these functions reach; it checks the owner rule (with aal2) first.',
  'security_definer_function_executable private.apply_archive_upload(upload_id uuid, parts integer) for authenticated':
    'A restore writes enquiries and subscribers, which the owner may not insert directly, all in one transaction; it checks the owner rule (with aal2) first.',
  'security_definer_function_executable private.account_sessions() for authenticated':
    'The owner sees their own sessions, which live in auth.sessions (not readable by API roles); it returns nothing to anyone but the owner with a full sign-in.',
  'security_definer_function_executable private.end_account_session(target uuid) for authenticated':
    'The owner ends one of their own other sessions in auth.sessions; it refuses anyone but the owner with a full sign-in.',
  'security_definer_function_executable private.create_recovery_codes() for authenticated':
    'Writes only hashes to private.recovery_codes, which no API role may touch; only for the owner in an aal2 session.',
  'security_definer_function_executable private.recovery_codes_left() for authenticated':
    'Tells the owner how many of their recovery codes are unused, never the codes or their hashes.',
  'security_definer_function_executable private.post_preview(token text) for anon':
    'The /preview page: it answers the one post whose unexpired, unrevoked link has the hash of the given token, and nothing for any other token.',
  'security_definer_function_executable private.post_preview(token text) for authenticated':
    'As for anon.',
  'security_definer_function_executable public.bring_back_post(revision_id bigint) for authenticated':
    'Bring back: it refuses anyone but the owner first, then writes the post with the dates it had, which only the database keeps (private.deleted_posts) and which the updated_at trigger would otherwise replace.',
  'anonymous_insert_not_caller_bound public.contact_submissions "Visitors send new enquiries"':
    'The contact form: bounded by column grants, length checks and the per-sender limit (asserted in owner-writes-catalogue.test.ts).',
}

const key = (finding: Finding) => `${finding.lint} ${finding.object}`

describe.runIf(isLocal(suite))('the security advisor', () => {
  let db: Database

  beforeAll(async () => {
    db = await openMigratedDatabase()
  })

  afterAll(async () => {
    await db.close()
  })

  it('finds no errors and no warnings in the migrated database', async () => {
    const findings = await db.transaction((session) => runAdvisor(session, readProjectSettings()), {
      readOnly: true,
    })
    const open = findings.filter((finding) => !(key(finding) in ACCEPTED))
    const errors = open.filter((finding) => finding.level === 'ERROR')
    const warnings = open.filter((finding) => finding.level === 'WARN')
    const notes = open.filter((finding) => finding.level === 'INFO')
    console.log(
      `advisor: ${LINTS.length} lints checked, ${errors.length} errors, ${warnings.length} warnings`,
    )
    console.log(
      `advisor: ${notes.length} info (${notes.map(key).join('; ')}), ${findings.length - open.length} accepted by design`,
    )

    expect([...errors, ...warnings]).toEqual([])
    const stale = Object.keys(ACCEPTED).filter(
      (accepted) => !findings.some((f) => key(f) === accepted),
    )
    expect(stale).toEqual([])
  })

  it('installs pg_net in the extensions schema where the server offers it, as hosted does', async () => {
    const [pgNet] = await db.transaction((session) =>
      session.query<{ available: boolean; schema: string | null }>(
        `select exists (select from pg_available_extensions where name = 'pg_net') as available,
                (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
                  where e.extname = 'pg_net') as schema`,
      ),
    )
    expect(pgNet?.schema ?? null).toBe(pgNet?.available ? 'extensions' : null)
  })

  it('reports every mistake it looks for', async () => {
    await inRolledBackTransaction(db, async (session) => {
      const [citext] = await session.query<{ available: boolean }>(
        `select exists (select from pg_available_extensions where name = 'citext') as available`,
      )
      await session.exec(PROBE_SQL)
      const findings = await runAdvisor(session, { ...readProjectSettings(), ...PROBE_SETTINGS })
      const missed = LINTS.map((lint) => lint.name).filter((name) => {
        if (name === 'extension_in_public' && !citext?.available) return false
        const expected = PROBE_FINDINGS[name]
        return !findings.some((finding) => finding.lint === name && finding.object === expected)
      })
      expect(missed).toEqual([])
    })
  })
})
