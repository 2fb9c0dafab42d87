import type { BackendClient } from '../../../shared/backend/client.ts'
import { ownerClient } from './clients.ts'
import type { BackendTarget } from './target.ts'
import { currentCode } from './totp.ts'

/**
 * The owner signed in with two-factor: enrols a TOTP factor and verifies a code, so the
 * session is aal2. Enrolling changes the owner for good: use it on a backend of the test's own.
 */
export async function aal2Owner(target: BackendTarget): Promise<BackendClient> {
  const owner = await ownerClient(target)
  const enrolled = await owner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tests' })
  if (enrolled.error) throw new Error(`Enrolling a factor failed: ${enrolled.error.message}`)
  const factorId = enrolled.data.id
  const challenge = await owner.auth.mfa.challenge({ factorId })
  if (challenge.error) throw new Error(`The challenge failed: ${challenge.error.message}`)
  const verified = await owner.auth.mfa.verify({
    factorId,
    challengeId: challenge.data.id,
    code: currentCode(enrolled.data.totp.secret),
  })
  if (verified.error) throw new Error(`Verifying the code failed: ${verified.error.message}`)
  const level = await owner.auth.mfa.getAuthenticatorAssuranceLevel()
  if (level.data?.currentLevel !== 'aal2') throw new Error('The owner session is not aal2')
  return owner
}
