import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import type { Database, SqlSession } from '../../supabase/local/database/Database.ts'
import { call, ownerSignIn, refresh, rpc } from './support/auth-calls.ts'
import { serviceClient, signedInClient } from './support/clients.ts'
import { type FreshBackend, startFreshBackend } from './support/fresh-backend.ts'
import { openMigratedDatabase } from './support/migrated-database.ts'
import { type BackendTarget, backendTarget, isLocal } from './support/target.ts'
import { currentCode } from './support/totp.ts'

/**
 * Recovery codes for a lost authenticator: ten single-use codes, made only by a session that
 * passed two-factor; one code with the password signs the owner in once, removes the lost
 * authenticator and ends every other session; wrong codes count towards the lockout of wrong
 * authenticator codes; only salted hashes are stored, and nothing returns them.
 */

const suite = backendTarget()
const CODE = /^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/

interface Authenticator {
  factorId: string
  secret: string
}

/** Enrols an authenticator for a signed-in client and verifies it: the session becomes aal2. */
async function enrol(client: BackendClient, name: string): Promise<Authenticator> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name })
  if (enrolled.error) throw new Error(enrolled.error.message)
  const { id: factorId, totp } = enrolled.data
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: currentCode(totp.secret),
  })
  if (verified.error) throw new Error(verified.error.message)
  return { factorId, secret: totp.secret }
}

/** Calls the function as a plain HTTP client would, with this session's token. */
async function redeem(target: BackendTarget, token: string, code: string) {
  const response = await fetch(`${target.url}/functions/v1/redeem-recovery-code`, {
    method: 'POST',
    headers: {
      apikey: target.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ code }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function accessToken(client: BackendClient): Promise<string> {
  const { data } = await client.auth.getSession()
  return data.session?.access_token ?? ''
}

async function makeCodes(target: BackendTarget, token: string): Promise<string[]> {
  const answer = await rpc(target, 'create_recovery_codes', token)
  expect(answer.status).toBe(200)
  return answer.body as unknown as string[]
}

describe.runIf(isLocal(suite))('recovery codes', () => {
  let backend: FreshBackend
  let phone: BackendClient
  let codes: string[] = []
  const target = () => backend.target
  const signIn = () => signedInClient(suite.owner.email, suite.owner.password, target())

  beforeAll(async () => {
    backend = await startFreshBackend({ args: ['--no-seed'] })
  })

  afterAll(async () => {
    await backend.stop()
  })

  it('are made only by a session that passed two-factor: ten, and new ones void the old', async () => {
    phone = await signIn()
    const refused = await rpc(target(), 'create_recovery_codes', await accessToken(phone))
    expect(refused.status).toBe(403)

    await enrol(phone, 'Phone')
    const token = await accessToken(phone)
    const first = await makeCodes(target(), token)
    expect(first).toHaveLength(10)
    expect(new Set(first).size).toBe(10)
    for (const code of first) expect(code).toMatch(CODE)
    expect((await rpc(target(), 'recovery_codes_left', token)).body).toEqual({ body: 10 })

    codes = await makeCodes(target(), token)
    expect(codes.some((code) => first.includes(code))).toBe(false)
    const passwordOnly = await signIn()
    expect(await redeem(target(), await accessToken(passwordOnly), first[0] ?? '')).toEqual({
      status: 422,
      body: { error: 'Invalid recovery code. Please try again.' },
    })
  })

  it('let the owner in once with the password: the lost authenticator goes, other sessions end', async () => {
    const elsewhere = await ownerSignIn(target())
    // On a new device: the password, then a recovery code instead of the lost phone's code.
    const device = await signIn()
    const token = await accessToken(device)
    const userId = (await device.auth.getUser()).data.user?.id ?? ''
    expect((await rpc(target(), 'current_user_is_owner', token)).body).toEqual({ body: false })
    const [code = '', spare = ''] = codes
    // Typed in lower case with a space for the hyphen, as people do.
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `
    expect(await redeem(target(), token, typed)).toEqual({
      status: 200,
      body: { factorsRemoved: 1 },
    })

    // This very session now has the owner's rights; every other one has ended.
    expect((await rpc(target(), 'current_user_is_owner', token)).body).toEqual({ body: true })
    const service = serviceClient(target())
    expect((await service.auth.admin.mfa.listFactors({ userId })).data?.factors).toEqual([])
    expect((await refresh(target(), elsewhere.refresh_token)).status).toBe(400)
    expect((await phone.auth.refreshSession()).error?.code).toBe('refresh_token_not_found')
    expect((await device.auth.refreshSession()).error).toBeNull()

    // A new authenticator; the used code is refused from then on, an unused one still works.
    await enrol(device, 'New phone')
    const later = await signIn()
    expect((await redeem(target(), await accessToken(later), code)).status).toBe(422)
    expect(await redeem(target(), await accessToken(later), spare)).toEqual({
      status: 200,
      body: { factorsRemoved: 1 },
    })
  })

  it('refuse a caller that is not signed in, and say what a code is', async () => {
    const owner = await signIn()
    expect((await redeem(target(), target().anonKey, 'ABCDE-FGHJK')).status).toBe(401)
    expect(await redeem(target(), await accessToken(owner), '')).toEqual({
      status: 400,
      body: { error: 'Enter one of your recovery codes.' },
    })
  })
})

describe.runIf(isLocal(suite))('wrong recovery codes', () => {
  let backend: FreshBackend
  const target = () => backend.target

  beforeAll(async () => {
    backend = await startFreshBackend({ args: ['--no-seed'] })
  })

  afterAll(async () => {
    await backend.stop()
  })

  it('count towards the same lockout as wrong authenticator codes', async () => {
    const owner = await signedInClient(suite.owner.email, suite.owner.password, target())
    const { factorId, secret } = await enrol(owner, 'Phone')
    const [code = ''] = await makeCodes(target(), await accessToken(owner))

    const device = await signedInClient(suite.owner.email, suite.owner.password, target())
    const token = await accessToken(device)
    const wrongTotp = currentCode(secret) === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { error } = await device.auth.mfa.challengeAndVerify({ factorId, code: wrongTotp })
      expect(error?.code).toBe('mfa_verification_failed')
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await redeem(target(), token, 'ZZZZZ-ZZZZZ')).status).toBe(422)
    }

    // Five wrong codes of either kind: the right recovery code and the right TOTP code wait.
    const locked = await redeem(target(), token, code)
    expect(locked.status).toBe(429)
    expect(locked.body.error).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/)
    const totp = await device.auth.mfa.challengeAndVerify({ factorId, code: currentCode(secret) })
    expect(totp.error?.status).toBe(429)
  })

  it('are counted by the database too, for hosted Supabase, where nothing else counts them', async () => {
    const service = serviceClient(target())
    const owner = await signedInClient(suite.owner.email, suite.owner.password, target())
    const account = (await owner.auth.getUser()).data.user?.id ?? ''
    const from = 'a-hash-of-another-address'
    const attempt = async () => {
      const { data, error } = await service.rpc('redeem_recovery_code', {
        account,
        from_address: from,
        code: 'ZZZZZ-ZZZZZ',
      })
      if (error) throw new Error(error.message)
      return data[0] as { outcome: string; retry_after_seconds: number }
    }
    // Two wrong codes were already counted for the account above.
    for (let count = 0; count < 3; count += 1) expect((await attempt()).outcome).toBe('wrong')
    const locked = await attempt()
    expect(locked.outcome).toBe('locked')
    expect(locked.retry_after_seconds).toBeGreaterThan(14 * 60)
    expect(locked.retry_after_seconds).toBeLessThanOrEqual(15 * 60)
  })
})

describe.runIf(isLocal(suite))('stored recovery codes', () => {
  let db: Database

  beforeAll(async () => {
    db = await openMigratedDatabase()
  })

  afterAll(async () => {
    await db.close()
  })

  /** Runs work as the owner in an aal2 session, inside a transaction that is rolled back. */
  async function asOwner(work: (session: SqlSession) => Promise<void>): Promise<void> {
    const rollback = new Error('rollback')
    await db
      .transaction(async (session) => {
        const userId = crypto.randomUUID()
        const sessionId = crypto.randomUUID()
        await session.execute(
          `insert into auth.users (id, email, created_at, updated_at) values ($1, 'owner@example.com', now(), now())`,
          [userId],
        )
        await session.execute(
          `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal2')`,
          [sessionId, userId],
        )
        // A session with a live refresh token, as a sign-in leaves it.
        await session.execute(
          `insert into auth.refresh_tokens (token, user_id, revoked, session_id) values ($1, $2, false, $3)`,
          [crypto.randomUUID(), userId, sessionId],
        )
        await session.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({
            sub: userId,
            role: 'authenticated',
            aal: 'aal2',
            session_id: sessionId,
          }),
        ])
        await work(session)
        throw rollback
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error
      })
  }

  it('are kept only as salted SHA-256 hashes', async () => {
    await asOwner(async (session) => {
      await session.query(`select set_config('role', 'authenticated', true)`)
      const codes = (
        await session.query<{ code: string }>('select public.create_recovery_codes() as code')
      ).map((row) => row.code)
      await session.query('reset role')
      const stored = await session.query<{ matches: boolean; hash: string; salt: string }>(
        `select encode(code_hash, 'hex') as hash, encode(salt, 'hex') as salt,
                exists (select 1 from unnest($1::text[]) as code
                         where sha256(salt || convert_to(replace(code, '-', ''), 'UTF8')) = code_hash) as matches
           from private.recovery_codes`,
        [codes],
      )
      expect(stored).toHaveLength(10)
      expect(stored.every((row) => row.matches)).toBe(true)
      expect(new Set(stored.map((row) => row.salt)).size).toBe(10)
      const text = JSON.stringify(stored.map((row) => row.hash))
      for (const code of codes) expect(text).not.toContain(code.replace('-', ''))
    })
  })

  it('can be read by no API role, and no table, view or function of the API returns a hash', async () => {
    const findings = await db.transaction(
      (session) =>
        session.query<{ finding: string }>(
          `select format('%I.%I readable by %s', n.nspname, c.relname, role) as finding
             from pg_class c join pg_namespace n on n.oid = c.relnamespace
             cross join unnest(array['anon', 'authenticated', 'service_role']) as role
            where n.nspname = 'private' and c.relname like 'recovery_code%' and c.relkind = 'r'
              and (has_table_privilege(role, c.oid, 'SELECT') or has_table_privilege(role, c.oid, 'UPDATE'))
           union all
           select format('%I.%I.%I', n.nspname, c.relname, a.attname)
             from pg_attribute a join pg_class c on c.oid = a.attrelid
             join pg_namespace n on n.oid = c.relnamespace
            where n.nspname in ('public', 'graphql_public') and a.attnum > 0
              and a.atttypid = 'bytea'::regtype
           union all
           select format('%I.%I() returns %s', n.nspname, p.proname, pg_get_function_result(p.oid))
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname in ('public', 'graphql_public')
              and (pg_get_function_result(p.oid) ~ 'bytea|hash|salt')`,
        ),
      { readOnly: true },
    )
    expect(findings).toEqual([])
    const answer = await call(
      { ...suite, anonKey: suite.serviceRoleKey },
      'GET',
      '/rest/v1/recovery_codes',
      { token: suite.serviceRoleKey },
    )
    expect(answer.status).toBe(404)
  })
})
