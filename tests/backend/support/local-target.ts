import { localApiKeys } from '../../../supabase/local/keys.ts'
import { DEFAULT_OWNER } from '../../../supabase/local/cli-options.ts'
import type { BackendTarget } from './target.ts'

export function localTarget(
  flavour: 'pglite' | 'postgres',
  url: string,
  clusterUrl: string | null,
): BackendTarget {
  const keys = localApiKeys()
  return {
    flavour,
    url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    owner: DEFAULT_OWNER,
    clusterUrl,
  }
}
