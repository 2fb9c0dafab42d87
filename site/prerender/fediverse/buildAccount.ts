import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readFediverseHandle } from '../../../shared/config/fediverse.ts'
import type { SiteContextValue } from '../../siteContextValue.ts'
import type { FediverseAccount } from './account.ts'
import { fediversePublicKey } from './publicKey.ts'

/**
 * The owner's account on the social web, for the build of the site in `root` (site/); or null
 * when the build has no key for it (built from a hosted project without FEDIVERSE_PUBLIC_KEY,
 * publicKey.ts), which it says.
 */
export function fediverseAccount(
  root: string,
  env: Record<string, string | undefined>,
  { site, backendConfig }: SiteContextValue,
  sourceUrl: string,
): FediverseAccount | null {
  // Beside the local backend's data, at the project's root, which git ignores.
  const localKeys = resolve(root, '..', '.local', 'fediverse')
  const publicKeyPem = fediversePublicKey(env, sourceUrl, localKeys)
  if (publicKeyPem === null) {
    console.log(
      'Not followable from the social web: FEDIVERSE_PUBLIC_KEY is not set (README, "Followable from the social web").',
    )
    return null
  }
  return {
    siteUrl: site.siteUrl,
    backendUrl: backendConfig.url,
    handle: readFediverseHandle(env, site.ownerName),
    ownerName: site.ownerName,
    businessName: site.businessName,
    publicKeyPem,
  }
}

/** The project's version, which NodeInfo gives as the software's. */
export function projectVersion(root: string): string {
  const { version } = JSON.parse(readFileSync(resolve(root, '..', 'package.json'), 'utf8')) as {
    version: string
  }
  return version
}
