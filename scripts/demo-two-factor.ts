import { createBackendClient } from '../shared/backend/client.ts'
import { updateContentRow } from '../shared/backend/contentTables.ts'
import { BackendError } from '../shared/backend/errors.ts'
import { clientRowReader } from '../shared/backend/rowReads.ts'
import { enrolTotp, unenrolFactor, verifyTotpCode } from '../shared/backend/twoFactor.ts'
import { Secret, TOTP } from 'otpauth'
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
const session = { persistSession: false, autoRefreshToken: false }

async function signIn() {
  const client = createBackendClient(backend, session)
  const { error } = await client.auth.signInWithPassword(owner)
  if (error) throw new Error(`Sign-in as ${owner.email} failed: ${error.message}`)
  return client
}

/** Whether this session may change the post's title: an update no row allows changes nothing. */
async function mayChangeTitle(
  client: Awaited<ReturnType<typeof signIn>>,
  id: string,
  title: string,
) {
  try {
    await updateContentRow(client, 'blog_posts', id, { title })
    return true
  } catch (error) {
    // PGRST116: the update matched no row it may change (row-level security).
    if (error instanceof BackendError && error.code === 'PGRST116') return false
    throw error
  }
}

async function main() {
  const twoFactor = await signIn()
  const enrolled = await enrolTotp(twoFactor, 'Local backend', 'Demo')
  const code = new TOTP({ secret: Secret.fromBase32(enrolled.secret) }).generate()
  const verified = await verifyTotpCode(twoFactor, enrolled.factorId, code)
  if (!verified.ok) throw new Error(`Verification failed: ${verified.message}`)
  console.log(`Enrolled TOTP for ${owner.email}; this session is now aal2.`)

  const [post] = await clientRowReader(twoFactor).rows<{ id: string; title: string }>({
    table: 'blog_posts',
    columns: 'id, title',
    limit: 1,
  })
  if (!post) throw new Error('There is no post to change')

  const refused = !(await mayChangeTitle(await signIn(), post.id, `${post.title} (changed)`))
  console.log(
    refused
      ? 'Password-only session: the update changed nothing (refused by row-level security).'
      : 'Password-only session: the update WENT THROUGH - two-factor is not enforced!',
  )

  const allowed = await mayChangeTitle(twoFactor, post.id, post.title)
  console.log(
    allowed
      ? 'Two-factor session: the update succeeded.'
      : 'Two-factor session: the update failed (no row changed).',
  )

  if (keep) {
    console.log(`Factor kept. Add it to an authenticator app: ${enrolled.uri}`)
  } else {
    await unenrolFactor(twoFactor, enrolled.factorId)
    console.log('Factor removed again (run with --keep to keep it).')
  }
  if (!refused || !allowed) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
