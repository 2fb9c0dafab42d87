import { createClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'
import type { Database } from '../shared/backend/database.types.ts'
import { readBackendConfig } from '../shared/config/siteConfig.ts'
import { demoOwnerFrom } from '../supabase/local/cli-options.ts'

/**
 * `npm run demo:two-factor` (with the local backend running): enrols TOTP for the demo owner,
 * then shows that a password-only session cannot change a post while the two-factor session
 * can. Removes the factor again unless run with --keep, which prints the otpauth URI to add to
 * an authenticator app instead.
 */

const backend = readBackendConfig(process.env)
const owner = demoOwnerFrom(process.env)
const keep = process.argv.includes('--keep')
const options = { auth: { persistSession: false, autoRefreshToken: false } }

async function signIn() {
  const client = createClient<Database>(backend.url, backend.anonKey, options)
  const { error } = await client.auth.signInWithPassword(owner)
  if (error) throw new Error(`Sign-in as ${owner.email} failed: ${error.message}`)
  return client
}

async function main() {
  const twoFactor = await signIn()
  const enrolled = await twoFactor.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Demo' })
  if (enrolled.error) throw new Error(`Enrolment failed: ${enrolled.error.message}`)
  const { id: factorId, totp } = enrolled.data
  const code = new TOTP({ secret: Secret.fromBase32(totp.secret) }).generate()
  const verified = await twoFactor.auth.mfa.challengeAndVerify({ factorId, code })
  if (verified.error) throw new Error(`Verification failed: ${verified.error.message}`)
  console.log(`Enrolled TOTP for ${owner.email}; this session is now aal2.`)

  const { data: post } = await twoFactor.from('blog_posts').select('id, title').limit(1).single()
  if (!post) throw new Error('There is no post to change')

  const passwordOnly = await signIn()
  const refused = await passwordOnly
    .from('blog_posts')
    .update({ title: `${post.title} (changed)` })
    .eq('id', post.id)
    .select('id')
  console.log(
    refused.data?.length === 0
      ? 'Password-only session: the update changed nothing (refused by row-level security).'
      : 'Password-only session: the update WENT THROUGH - two-factor is not enforced!',
  )

  const allowed = await twoFactor
    .from('blog_posts')
    .update({ title: post.title })
    .eq('id', post.id)
    .select('id')
  console.log(
    allowed.data?.length === 1
      ? 'Two-factor session: the update succeeded.'
      : `Two-factor session: the update failed (${allowed.error?.message ?? 'no row changed'}).`,
  )

  if (keep) {
    console.log(`Factor kept. Add it to an authenticator app: ${totp.uri}`)
  } else {
    await twoFactor.auth.mfa.unenroll({ factorId })
    console.log('Factor removed again (run with --keep to keep it).')
  }
  if (refused.data?.length !== 0 || allowed.data?.length !== 1) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
