import { Secret, TOTP } from 'otpauth'
import { beforeAll, describe, expect, it } from 'vitest'
import { CLI_HEADERS, connect } from '../../scripts/archive/connect.ts'
import type { Prompter } from '../../scripts/archive/prompt.ts'
import { accountSessions } from '../../shared/backend/accountSessions.ts'
import type { BackendClient } from '../../shared/backend/client.ts'
import { deviceName } from '../../shared/domain/device.ts'
import { ownerClient } from './support/clients.ts'
import { backendTarget } from './support/target.ts'
import { currentCode } from './support/totp.ts'

/**
 * The archive command line's sign-in when the owner has two authenticators: piped input (no one
 * to choose) has its code tried on each, `--factor` names one, and every run signs out when it
 * is done. On this file's own backend: it enrols the owner's authenticators.
 */

const target = backendTarget()

/** Answers as piped input gives them, or as a person at the terminal would. */
function answers(lines: string[], interactive = false): Prompter {
  const waiting = [...lines]
  const next = () => {
    const line = waiting.shift()
    if (line === undefined) return Promise.reject(new Error('No answer was given'))
    return Promise.resolve(line)
  }
  return { interactive, ask: next, askHidden: next, close: () => undefined }
}

describe.runIf(target.flavour === 'pglite')('the archive command line’s sign-in', () => {
  let owner: BackendClient
  const secrets = { phone: '', backup: '' }
  // The next period's code: the one each enrolment used may not be used again.
  const nextCode = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 })
  const connection = (factor: string | null = null) => ({
    url: target.url,
    anonKey: target.anonKey,
    email: target.owner.email,
    factor,
    serviceRoleKey: null,
  })

  beforeAll(async () => {
    owner = await ownerClient(target)
    for (const [key, friendlyName] of [
      ['phone', 'Phone'],
      ['backup', 'Backup phone'],
    ] as const) {
      const enrolled = await owner.auth.mfa.enroll({ factorType: 'totp', friendlyName })
      if (enrolled.error) throw new Error(enrolled.error.message)
      secrets[key] = enrolled.data.totp.secret
      const verified = await owner.auth.mfa.challengeAndVerify({
        factorId: enrolled.data.id,
        code: currentCode(secrets[key]),
      })
      if (verified.error) throw new Error(verified.error.message)
    }
  })

  const sessionCount = async () => (await accountSessions(owner)).length

  it('tries a piped code on each authenticator, and signs out when done', async () => {
    const before = await sessionCount()
    const signedIn = await connect(
      connection(),
      answers([target.owner.password, nextCode(secrets.backup)]),
    )
    const level = await signedIn.client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data?.currentLevel).toBe('aal2')
    expect(await sessionCount()).toBe(before + 1)
    // Listed as what it is, not as an unknown device.
    const listed = (await accountSessions(owner)).map((session) => deviceName(session.userAgent))
    expect(listed.filter((device) => device.startsWith('Command line'))).toEqual([
      deviceName(CLI_HEADERS['User-Agent']),
    ])
    await signedIn.close()
    expect(await sessionCount()).toBe(before)
  })

  it('checks the code on the authenticator --factor names, and says which names there are', async () => {
    const named = await connect(
      connection('PHONE'),
      answers([target.owner.password, nextCode(secrets.phone)], true),
    )
    await named.close()
    const before = await sessionCount()
    await expect(
      connect(connection('Tablet'), answers([target.owner.password, '123456'])),
    ).rejects.toThrow('No authenticator is named "Tablet": give one of 1. Phone, 2. Backup phone')
    // A refused sign-in leaves no session behind either.
    expect(await sessionCount()).toBe(before)
  })
})
