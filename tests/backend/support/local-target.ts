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

/**
 * Each file's backend: a file may send many enquiries from one address (as a hosted project
 * would take them from the whole suite), so the per-sender limit is raised; the limit itself is
 * tested on a backend of its own.
 */
export const SUITE_ENVIRONMENT = { LOCAL_CONTACT_MESSAGES_PER_HOUR: '1000' }
