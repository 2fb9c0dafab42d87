import { createHash } from 'node:crypto'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AuthError } from '../../../supabase/local/auth/errors.ts'
import {
  type LeakedPasswordSettings,
  leakedPasswordCheck,
} from '../../../supabase/local/auth/leaked-passwords.ts'

const LEAKED = 'correct horse battery staple'
const hashOf = (password: string) => createHash('sha1').update(password).digest('hex').toUpperCase()

/** A stand-in for the Pwned Passwords range API on this machine, recording what it is asked. */
let server: Server
let rangeUrl = ''
let answerStatus = 200
const requests: { path: string; padding: string | undefined }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', padding: request.headers['add-padding'] as string })
    const suffix = hashOf(LEAKED).slice(5)
    response.statusCode = answerStatus
    // A real answer: the matching suffix with its count, and zero-count padding lines.
    response.end(
      `0018A45C4D1DEF81644B54AB7F969B88D65:0\r\n${suffix}:52579\r\nFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:0`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  rangeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/range/`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  requests.length = 0
  answerStatus = 200
})

function check(settings: Partial<LeakedPasswordSettings> = {}) {
  const warnings: string[] = []
  const run = leakedPasswordCheck(
    { enabled: true, failClosed: false, rangeApiUrl: rangeUrl, ...settings },
    (message) => warnings.push(message),
  )
  return { run, warnings }
}

async function refusal(promise: Promise<void>): Promise<AuthError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof AuthError)) throw new Error('expected an AuthError')
  return error
}

describe('leaked password protection', () => {
  it('refuses a password found in the range, sending only the hash prefix', async () => {
    const error = await refusal(check().run(LEAKED))
    expect(error.status).toBe(422)
    expect(error.code).toBe('weak_password')
    expect(error.extra).toEqual({ weak_password: { reasons: ['pwned'] } })
    expect(requests).toEqual([{ path: `/range/${hashOf(LEAKED).slice(0, 5)}`, padding: 'true' }])
  })

  it('allows a password whose suffix is absent or only padding', async () => {
    await expect(check().run('a passphrase nobody has used before')).resolves.toBeUndefined()
    expect(requests).toHaveLength(1)
  })

  it('takes the range URL with or without its final slash', async () => {
    await expect(check({ rangeApiUrl: rangeUrl.replace(/\/$/, '') }).run(LEAKED)).rejects.toThrow(
      AuthError,
    )
    expect(requests[0]?.path).toMatch(/^\/range\/[0-9A-F]{5}$/)
  })

  it('allows the password with a warning when the service fails, by default', async () => {
    answerStatus = 503
    const { run, warnings } = check()
    await expect(run(LEAKED)).resolves.toBeUndefined()
    expect(warnings).toEqual([
      'Unable to perform password strength check with HaveIBeenPwned.org (the range API answered 503), pwned passwords are being allowed',
    ])
  })

  it('allows the password with a warning when the service cannot be reached', async () => {
    const { run, warnings } = check({ rangeApiUrl: 'http://127.0.0.1:9/range/' })
    await expect(run(LEAKED)).resolves.toBeUndefined()
    expect(warnings).toHaveLength(1)
  })

  it('refuses with a server error when the service fails and the check fails closed', async () => {
    answerStatus = 503
    const error = await refusal(check({ failClosed: true }).run('any password at all'))
    expect(error.status).toBe(500)
    expect(error.code).toBe('unexpected_failure')
  })

  it('asks nothing when turned off', async () => {
    await expect(check({ enabled: false }).run(LEAKED)).resolves.toBeUndefined()
    expect(requests).toEqual([])
  })
})
