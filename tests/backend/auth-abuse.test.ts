import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { type MockInstance, afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { serviceClient, signedInClient } from './support/clients.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'
import {
  LEAKED,
  type RangeService,
  sha1,
  startRangeService,
} from './support/pwned-range-service.ts'
import { backendTarget, isLocal } from './support/target.ts'
import { currentCode } from './support/totp.ts'

/**
 * Sign-in abuse on the local backend: wrong passwords and two-factor codes lock the account and
 * the client address, with Supabase Auth's 429 refusal; new passwords must be long and not
 * known from data breaches. Runs on backends of its own: locks would spoil every other test.
 */

const suite = backendTarget()

/** The first lock on the backend behind a proxy, in seconds; it doubles up to four times that. */
const LOCK_SECONDS = 5

interface Answer {
  status: number
  body: Record<string, unknown>
  retryAfter: number | null
}

/** A POST to the Auth API as a plain HTTP client (no API version) from a client address. */
async function post(
  backend: OwnBackend,
  path: string,
  options: { from: string; token?: string; body: unknown },
): Promise<Answer> {
  const response = await fetch(`${backend.target.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: backend.target.anonKey,
      'Content-Type': 'application/json',
      'X-Forwarded-For': options.from,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify(options.body),
  })
  const retryAfter = response.headers.get('retry-after')
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
  }
}

const signIn = (backend: OwnBackend, from: string, email: string, password: string) =>
  post(backend, '/token?grant_type=password', { from, body: { email, password } })

let lastAddress = 0
/** A client address no other test uses (documentation range, RFC 5737). */
function newAddress(): string {
  lastAddress += 1
  return `198.51.100.${lastAddress}`
}

interface Account {
  email: string
  password: string
}

async function newAccount(backend: OwnBackend): Promise<Account> {
  const account = { email: `abuse-${randomUUID()}@example.com`, password: `pw-${randomUUID()}` }
  const { error } = await serviceClient(backend.target).auth.admin.createUser({
    ...account,
    email_confirm: true,
  })
  if (error) throw new Error(`Could not create ${account.email}: ${error.message}`)
  return account
}

function expectRefusal(answer: Answer): void {
  expect(answer.status).toBe(429)
  expect(answer.body).toEqual({
    code: 429,
    error_code: 'over_request_rate_limit',
    msg: expect.stringMatching(
      /^Too many failed attempts\. Try again in \d+ minutes?\.$/,
    ) as string,
  })
  expect(answer.retryAfter).toBeGreaterThan(0)
}

describe.runIf(isLocal(suite))('sign-in abuse', () => {
  let range: RangeService
  /** Behind one trusted proxy, so X-Forwarded-For stands for many clients; short locks. */
  let proxied: OwnBackend
  /** As configured by default: no proxy, so every request here comes from 127.0.0.1. Only
   * one test may use it: it locks that address for 15 minutes. */
  let direct: OwnBackend

  /** The backends' log: they run in this process and warn on its console. */
  let warnings: MockInstance<typeof console.warn>

  beforeAll(async () => {
    warnings = vi.spyOn(console, 'warn')
    range = await startRangeService()
    ;[proxied, direct] = await Promise.all([
      startOwnBackend({
        env: {
          LOCAL_AUTH_TRUSTED_PROXIES: '1',
          LOCAL_AUTH_LOCKOUT_SECONDS: String(LOCK_SECONDS),
          LOCAL_AUTH_MAX_LOCKOUT_SECONDS: String(LOCK_SECONDS * 4),
          LOCAL_AUTH_PASSWORD_HIBP_ENABLED: 'true',
          LOCAL_AUTH_PASSWORD_HIBP_RANGE_URL: range.url,
        },
      }),
      startOwnBackend(),
    ])
  })

  afterAll(async () => {
    await Promise.all([proxied.stop(), direct.stop(), range.close()])
    warnings.mockRestore()
  })

  describe('password sign-in', () => {
    it('refuses the sixth attempt after five wrong passwords, even with the right one', async () => {
      const { email, password } = await newAccount(proxied)
      const from = newAddress()
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = await signIn(proxied, from, email, 'a wrong password')
        expect(wrong.status).toBe(400)
        expect(wrong.body).toMatchObject({ error_code: 'invalid_credentials' })
      }
      const refused = await signIn(proxied, from, email, password)
      expectRefusal(refused)
      expect(refused.retryAfter).toBeLessThanOrEqual(LOCK_SECONDS)

      // supabase-js asks for API version 2024-01-01 and reads the refusal as an AuthApiError.
      const client = createClient(proxied.target.url, proxied.target.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { 'X-Forwarded-For': from } },
      })
      const { error } = await client.auth.signInWithPassword({ email, password })
      expect(error).toMatchObject({
        name: 'AuthApiError',
        status: 429,
        code: 'over_request_rate_limit',
      })

      // The account is locked from every address.
      expectRefusal(await signIn(proxied, newAddress(), email, password))
    })

    it('refuses every account at an address once failures there reach the limit', async () => {
      const accounts = await Promise.all([1, 2, 3, 4].map(() => newAccount(proxied)))
      const [first, second, third, fourth] = accounts as [Account, Account, Account, Account]
      const from = newAddress()
      for (const { email } of [first, first, second, second, third]) {
        expect((await signIn(proxied, from, email, 'a wrong password')).status).toBe(400)
      }
      expectRefusal(await signIn(proxied, from, fourth.email, fourth.password))
      expect((await signIn(proxied, newAddress(), fourth.email, fourth.password)).status).toBe(200)
    })

    it('keeps an address’s failures when another account signs in from it', async () => {
      const [guessed, own] = await Promise.all([newAccount(proxied), newAccount(proxied)])
      const from = newAddress()
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await signIn(proxied, from, guessed.email, 'a wrong password')).status).toBe(400)
      }
      expect((await signIn(proxied, from, own.email, own.password)).status).toBe(200)
      expect((await signIn(proxied, from, guessed.email, 'another wrong one')).status).toBe(400)
      expectRefusal(await signIn(proxied, from, own.email, own.password))
    })

    it('locks for longer when the failures go on after a lock', async () => {
      const { email, password } = await newAccount(proxied)
      const from = newAddress()
      for (let attempt = 0; attempt < 5; attempt++) {
        await signIn(proxied, from, email, 'a wrong password')
      }
      const first = await signIn(proxied, from, email, password)
      expectRefusal(first)
      proxied.clock.advance(first.retryAfter ?? 0)

      expect((await signIn(proxied, from, email, 'a wrong password')).status).toBe(400)
      const second = await signIn(proxied, from, email, password)
      expectRefusal(second)
      expect(second.retryAfter).toBeGreaterThan(LOCK_SECONDS)
      expect(second.retryAfter).toBeLessThanOrEqual(LOCK_SECONDS * 2)
    })

    it('tests guesses sent all at once one after another: five are tried, the rest refused', async () => {
      const { email } = await newAccount(proxied)
      const from = newAddress()
      const answers = await Promise.all(
        Array.from({ length: 15 }, () => signIn(proxied, from, email, 'a wrong password')),
      )
      const statuses = answers.map((answer) => answer.status).sort()
      expect(statuses).toEqual([...Array<number>(5).fill(400), ...Array<number>(10).fill(429)])
    })

    it('ignores X-Forwarded-For unless configured behind a proxy, and locks for 15 minutes', async () => {
      const guessed = await Promise.all([1, 2, 3, 4, 5].map(() => newAccount(direct)))
      const last = await newAccount(direct)
      for (const { email } of guessed) {
        expect((await signIn(direct, newAddress(), email, 'a wrong password')).status).toBe(400)
      }
      const refused = await signIn(direct, newAddress(), last.email, last.password)
      expectRefusal(refused)
      expect(refused.body.msg).toBe('Too many failed attempts. Try again in 15 minutes.')
      expect(refused.retryAfter).toBeGreaterThan(14 * 60)
    })
  })

  describe('two-factor codes', () => {
    /** A signed-in account from `from` with a TOTP factor and a challenge to answer. */
    async function challengedAccount(from: string) {
      const account = await newAccount(proxied)
      const session = await signIn(proxied, from, account.email, account.password)
      const token = String(session.body.access_token)
      const factor = await post(proxied, '/factors', {
        from,
        token,
        body: { factor_type: 'totp', friendly_name: 'Phone' },
      })
      const factorId = String(factor.body.id)
      const { secret } = factor.body.totp as { secret: string }
      const challenge = await post(proxied, `/factors/${factorId}/challenge`, {
        from,
        token,
        body: {},
      })
      const verify = (code: string, address = from) =>
        post(proxied, `/factors/${factorId}/verify`, {
          from: address,
          token,
          body: { challenge_id: String(challenge.body.id), code },
        })
      const right = () => currentCode(secret)
      const wrong = () => (right() === '123456' ? '654321' : '123456')
      return { verify, right, wrong }
    }

    async function accessTokenOf(account: Account, from: string): Promise<string> {
      return String(
        (await signIn(proxied, from, account.email, account.password)).body.access_token,
      )
    }

    /** A wrong recovery code sent to the function from a client address. */
    async function redeemRecoveryCode(from: string, token: string): Promise<{ status: number }> {
      const response = await fetch(`${proxied.target.url}/functions/v1/redeem-recovery-code`, {
        method: 'POST',
        headers: {
          apikey: proxied.target.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'X-Forwarded-For': from,
        },
        body: JSON.stringify({ code: 'ZZZZZ-ZZZZZ' }),
      })
      await response.arrayBuffer()
      return { status: response.status }
    }

    it('refuses the sixth code after five wrong ones, even the right one', async () => {
      const from = newAddress()
      const { verify, right, wrong } = await challengedAccount(from)
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await verify(wrong())
        expect(answer.status).toBe(422)
        expect(answer.body).toMatchObject({ error_code: 'mfa_verification_failed' })
      }
      expectRefusal(await verify(right()))
      expectRefusal(await verify(right(), newAddress()))
    })

    it('refuses codes of every account at an address once failures there reach the limit', async () => {
      const from = newAddress()
      const [first, second, third] = await Promise.all([
        challengedAccount(from),
        challengedAccount(from),
        challengedAccount(from),
      ])
      for (const account of [first, first, first, second, second]) {
        expect((await account.verify(account.wrong())).status).toBe(422)
      }
      expectRefusal(await third.verify(third.right()))
      expect((await third.verify(third.right(), newAddress())).status).toBe(200)
    })

    it('counts wrong recovery codes per account and address behind a proxy, as sign-in does', async () => {
      const [guesser, other] = await Promise.all([newAccount(proxied), newAccount(proxied)])
      const from = newAddress()
      const guesserToken = await accessTokenOf(guesser, from)
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await redeemRecoveryCode(from, guesserToken)).status).toBe(422)
      }
      expect((await redeemRecoveryCode(from, guesserToken)).status).toBe(429)
      expect((await redeemRecoveryCode(newAddress(), guesserToken)).status).toBe(429)

      // Another account at another address behind the same proxy still has its guesses.
      const elsewhere = newAddress()
      const otherToken = await accessTokenOf(other, elsewhere)
      expect((await redeemRecoveryCode(elsewhere, otherToken)).status).toBe(422)
    })

    it('locks for longer when wrong codes go on after a lock', async () => {
      const { verify, right, wrong } = await challengedAccount(newAddress())
      for (let attempt = 0; attempt < 5; attempt++) await verify(wrong())
      const first = await verify(right())
      expectRefusal(first)
      proxied.clock.advance(first.retryAfter ?? 0)

      expect((await verify(wrong())).status).toBe(422)
      const second = await verify(right())
      expectRefusal(second)
      expect(second.retryAfter).toBeGreaterThan(LOCK_SECONDS)
    })
  })

  describe('new passwords', () => {
    it('need at least 12 characters and nothing else', async () => {
      const admin = serviceClient(proxied.target)
      const short = await admin.auth.admin.createUser({
        email: `short-${randomUUID()}@example.com`,
        password: 'elevenchars',
        email_confirm: true,
      })
      expect(short.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] })
      expect(short.error?.message).toBe('Password should be at least 12 characters.')

      const plain = await admin.auth.admin.createUser({
        email: `plain-${randomUUID()}@example.com`,
        password: 'twelvelowers',
        email_confirm: true,
      })
      expect(plain.error).toBeNull()

      const signedIn = await signedInClient(
        plain.data.user?.email ?? '',
        'twelvelowers',
        proxied.target,
      )
      const update = await signedIn.auth.updateUser({ password: 'elevenchars' })
      expect(update.error).toMatchObject({
        status: 422,
        code: 'weak_password',
        reasons: ['length'],
      })
    })

    it('are refused when known from data breaches, asking the range API by hash prefix only', async () => {
      range.paths.length = 0
      const signUp = await createClient(proxied.target.url, proxied.target.anonKey, {
        auth: { persistSession: false },
      }).auth.signUp({ email: `leaked-${randomUUID()}@example.com`, password: LEAKED })
      expect(signUp.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] })

      const created = await serviceClient(proxied.target).auth.admin.createUser({
        email: `leaked-${randomUUID()}@example.com`,
        password: LEAKED,
        email_confirm: true,
      })
      expect(created.error).toMatchObject({
        status: 422,
        code: 'weak_password',
        reasons: ['pwned'],
      })

      const account = await newAccount(proxied)
      const signedIn = await signedInClient(account.email, account.password, proxied.target)
      const update = await signedIn.auth.updateUser({ password: LEAKED })
      expect(update.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] })
      expect(update.error?.message).toBe(
        'Password is known to be weak and easy to guess, please choose a different one.',
      )

      expect(
        range.paths.filter((path) => path === `/range/${sha1(LEAKED).slice(0, 5)}`),
      ).toHaveLength(3)
      expect(range.paths.every((path) => /^\/range\/[0-9A-F]{5}$/.test(path))).toBe(true)
    })

    it('are allowed, with a warning in the log, when the breach service fails', async () => {
      range.failing = true
      try {
        await expect(newAccount(proxied)).resolves.toBeDefined()
      } finally {
        range.failing = false
      }
      expect(warnings.mock.calls.flat().join('\n')).toContain(
        'Unable to perform password strength check with HaveIBeenPwned.org',
      )
    })
  })
})
