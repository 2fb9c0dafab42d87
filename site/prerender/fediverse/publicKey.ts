import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The public half of the key the account signs with, for the actor's `publicKey`. The private
 * half never reaches the build or the site: on a hosted project it is a secret of the Edge
 * Functions (FEDIVERSE_PRIVATE_KEY), and the public half is given to the build as
 * FEDIVERSE_PUBLIC_KEY (README, "Followable from the social web").
 *
 * Built from a local backend with no key set, the site uses this computer's own key pair, made
 * once in `localDir` (`.local/fediverse/`, which git ignores), where the local backend's
 * functions will read its private half. Built from another backend with no key set, there is
 * no account to publish: null.
 */
export function fediversePublicKey(
  env: Readonly<Record<string, string | undefined>>,
  sourceUrl: string,
  localDir: string,
): string | null {
  const configured = env.FEDIVERSE_PUBLIC_KEY?.trim()
  if (configured) return publicPem(configured.replaceAll('\\n', '\n'), 'FEDIVERSE_PUBLIC_KEY')
  if (!isLoopback(sourceUrl)) return null
  return publicPem(localPrivateKey(localDir), join(localDir, PRIVATE_KEY_FILE))
}

const PRIVATE_KEY_FILE = 'private-key.pem'

/** The key as SPKI PEM, which is what `publicKeyPem` holds; a key that does not parse stops the build. */
function publicPem(pem: string, source: string): string {
  try {
    return createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`The fediverse key in ${source} is not a PEM key (${reason}).`)
  }
}

function isLoopback(url: string): boolean {
  const { hostname } = new URL(url)
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.')
}

/**
 * This computer's private key, made on first use: RSA 2048, which every fediverse server
 * verifies (Mastodon signs with RSA-SHA256). Written to a file of its own and linked into place,
 * so that two builds at once never read half a key or make two.
 */
function localPrivateKey(localDir: string): string {
  const path = join(localDir, PRIVATE_KEY_FILE)
  if (!existsSync(path)) {
    mkdirSync(localDir, { recursive: true })
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    })
    const draft = join(localDir, `${PRIVATE_KEY_FILE}.${String(process.pid)}`)
    writeFileSync(draft, privateKey, { mode: 0o600 })
    try {
      linkSync(draft, path)
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
    } finally {
      rmSync(draft, { force: true })
    }
  }
  return readFileSync(path, 'utf8')
}
