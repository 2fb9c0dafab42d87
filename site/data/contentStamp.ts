import { isStringRecord } from '../../shared/backend/answerShapes.ts'
import { createPublicBackend } from '../../shared/backend/publicBackend.ts'
import type { RowReader } from '../../shared/backend/rowReads.ts'
import type { BackendConfig } from '../../shared/config/siteConfig.ts'
import type { ContentChanges, ContentStamp } from './pageQueryCache.ts'

/**
 * How long a page waits to learn whether its data changed since the build. It never holds
 * anything a visitor does: past this, the page simply stays as built.
 */
const FRESHNESS_CHECK_TIME_LIMIT_MS = 3000

/** The backend's content stamp as it is now. */
export function fetchContentStamp(reader: RowReader, signal?: AbortSignal): Promise<ContentStamp> {
  return reader.call('content_stamp', isStringRecord, undefined, signal)
}

/**
 * The tables whose content changed since a page was built: one small request instead of
 * fetching the page's data again, given 3 s. 'unknown' when the build has no stamp, or the
 * current one could not be read in time or was not a stamp (refused, an error, a proxy's page):
 * what was built then stands.
 */
export async function changedSince(
  backend: BackendConfig,
  built: ContentStamp | undefined,
): Promise<ContentChanges> {
  if (!built) return 'unknown'
  try {
    const reader = createPublicBackend(backend, FRESHNESS_CHECK_TIME_LIMIT_MS).data
    const now = await fetchContentStamp(reader)
    const tables = new Set([...Object.keys(built), ...Object.keys(now)])
    return new Set([...tables].filter((table) => built[table] !== now[table]))
  } catch {
    return 'unknown'
  }
}
