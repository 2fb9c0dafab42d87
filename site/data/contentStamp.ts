import type { RowReader } from '../../shared/backend/rowReads.ts'
import type { ContentStamp } from './pageQueryCache.ts'

/**
 * The tables whose content changed since a page was built: one small request instead of
 * fetching the page's data again. 'all' when the build has no stamp or the current one cannot
 * be read (then every query is fetched, and says so if that fails too).
 */
export async function changedSince(
  reader: RowReader,
  built: ContentStamp | undefined,
): Promise<ReadonlySet<string> | 'all'> {
  if (!built) return 'all'
  try {
    const now = await reader.call<ContentStamp>('content_stamp')
    const tables = new Set([...Object.keys(built), ...Object.keys(now)])
    return new Set([...tables].filter((table) => built[table] !== now[table]))
  } catch {
    return 'all'
  }
}
