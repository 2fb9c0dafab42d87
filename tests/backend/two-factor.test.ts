import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { imageBytes } from '../support/images.ts'
import { signedInClient } from './support/clients.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'
import { backendTarget, isLocal } from './support/target.ts'
import { currentCode } from './support/totp.ts'

/**
 * Two-factor enforced by the server: Supabase Auth MFA (TOTP) on the local backend, and the
 * owner check that requires an aal2 session once the owner has a verified factor.
 * Runs on a backend of its own: enrolling the suite's owner would change every other test.
 */

const suite = backendTarget()

describe.runIf(isLocal(suite))('two-factor for the owner', () => {
  let backend: OwnBackend
  let owner: BackendClient
  let factorId = ''
  let secret = ''
  let acceptedCode = ''
  const signIn = () => signedInClient(suite.owner.email, suite.owner.password, backend.target)

  async function verify(client: BackendClient, code: string, factor = factorId) {
    const challenge = await client.auth.mfa.challenge({ factorId: factor })
    if (challenge.error) throw new Error(challenge.error.message)
    return client.auth.mfa.verify({ factorId: factor, challengeId: challenge.data.id, code })
  }

  beforeAll(async () => {
    backend = await startOwnBackend()
    owner = await signIn()
  })

  afterAll(async () => {
    await backend.stop()
  })

  it('enrols a TOTP factor with its secret and an otpauth URI for the given issuer', async () => {
    const { data, error } = await owner.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
      issuer: 'Morgan Strategy Admin',
    })
    expect(error).toBeNull()
    factorId = data?.id ?? ''
    secret = data?.totp.secret ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(data?.totp.uri).toMatch(
      /^otpauth:\/\/totp\/Morgan%20Strategy%20Admin:owner%40example\.com\?/,
    )
    expect(data?.totp.uri).toContain(`secret=${secret}`)
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/)

    // Not verified yet: it does not count.
    const factors = await owner.auth.mfa.listFactors()
    expect(factors.data?.all).toHaveLength(1)
    expect(factors.data?.totp).toEqual([])
  })

  it('verifies a code from an authenticator and raises the session to aal2', async () => {
    acceptedCode = currentCode(secret)
    const { data, error } = await verify(owner, acceptedCode)
    expect(error).toBeNull()
    expect(data?.user.factors?.[0]?.status).toBe('verified')
    const level = await owner.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    expect(level.data?.currentAuthenticationMethods[0]).toMatchObject({ method: 'totp' })
  })

  it('refuses a code that was already accepted', async () => {
    const replay = await verify(await signIn(), acceptedCode)
    expect(replay.error?.code).toBe('mfa_verification_failed')
    expect(replay.error?.message).toBe('This code has already been used. Wait for the next code.')
  })

  it('gives a password-only session of the enrolled owner only what a visitor gets', async () => {
    const passwordOnly = await signIn()
    const level = await passwordOnly.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })

    const { data: posts } = await passwordOnly.from('blog_posts').select('id, published')
    expect(posts?.every((post) => post.published)).toBe(true)

    const target = posts?.[0]?.id ?? ''
    const update = await passwordOnly
      .from('blog_posts')
      .update({ title: 'Hijacked' })
      .eq('id', target)
      .select()
    expect(update.data).toEqual([])
    const insert = await passwordOnly
      .from('blog_posts')
      .insert({ title: 'x', slug: 'hijack', content: 'x', tags: ['x'] })
    expect(insert.error?.code).toBe('42501')

    const upload = await passwordOnly.storage
      .from('blog-images')
      .upload('two-factor/banner.png', imageBytes('image/png'), { contentType: 'image/png' })
    expect(upload.error).toMatchObject({ statusCode: '403' })

    const updated = await owner
      .from('blog_posts')
      .update({ featured: true })
      .eq('id', target)
      .select('id')
    expect(updated.data).toEqual([{ id: target }])
  })

  it('asks for aal2 before adding a factor, changing the password or removing the factor', async () => {
    const passwordOnly = await signIn()
    const enroll = await passwordOnly.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Second',
    })
    expect(enroll.error?.code).toBe('insufficient_aal')

    const password = await passwordOnly.auth.updateUser({ password: 'a-brand-new-password' })
    expect(password.error?.code).toBe('insufficient_aal')

    const unenroll = await passwordOnly.auth.mfa.unenroll({ factorId })
    expect(unenroll.error?.code).toBe('insufficient_aal')
  })

  it('locks verification after repeated wrong codes, with a clear error', async () => {
    const backup = await owner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Backup' })
    const backupId = backup.data?.id ?? ''
    const backupCode = () => currentCode(backup.data?.totp.secret ?? '')
    const wrong = backupCode() === '123456' ? '654321' : '123456'
    // Failures count per account, whatever the factor: the replayed code above was the first.
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await verify(owner, wrong, backupId)).error?.code).toBe('mfa_verification_failed')
    }
    const locked = await verify(owner, backupCode(), backupId)
    expect(locked.error?.status).toBe(429)
    expect(locked.error?.message).toMatch(
      /^Too many failed attempts\. Try again in \d+ minutes?\.$/,
    )
    await owner.auth.mfa.unenroll({ factorId: backupId })
  })

  it('lets an aal2 session remove the factor, after which the password suffices again', async () => {
    const { error } = await owner.auth.mfa.unenroll({ factorId })
    expect(error).toBeNull()
    const passwordOnly = await signIn()
    const write = await passwordOnly
      .from('contact_faqs')
      .insert({ question: 'After 2FA?', answer: 'Yes' })
      .select('question')
    expect(write.data).toEqual([{ question: 'After 2FA?' }])
  })
})
