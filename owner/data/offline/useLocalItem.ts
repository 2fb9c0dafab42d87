import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../ui/PlatformContext.ts'
import type { EditableTable } from '../../../shared/backend/contentTables.ts'
import { type LocalCopy, offlineQueries } from './queries.ts'
import { isLocalId, newLocalId } from '../../offline/store/draftStore.ts'

export interface LocalItem {
  /** A form for a new item (its id is a local one until it syncs). */
  isNew: boolean
  recordId: string
  /** The draft and queued save this computer holds of the item; undefined while loading. */
  copy: LocalCopy | undefined
  /** An item created here that has synced since: its server id, to show it under. */
  syncedId: string | null
  /** Reads the local copy again (after its draft was discarded). */
  reload: () => Promise<unknown>
}

/**
 * Which item a form edits, and what this computer holds of it. A new form carries on with the
 * newest unsaved draft of a new item, if there is one; otherwise it starts a new local id.
 */
export function useLocalItem(table: EditableTable, routeId: string | undefined): LocalItem {
  const platform = usePlatform()
  const isNew = routeId === undefined || routeId === 'new'
  const [freshId] = useState(newLocalId)
  const resumable = useQuery({
    ...offlineQueries.resumable(platform.drafts, table),
    enabled: isNew,
  })
  // A new form keeps the id it settled on: autosaving and clearing its draft must not move it.
  const [settled, setSettled] = useState<string | null>(null)
  if (isNew && settled === null && resumable.isSuccess) {
    setSettled(resumable.data?.recordId ?? freshId)
  }
  const recordId = isNew ? (settled ?? freshId) : routeId
  const ready = !isNew || settled !== null
  const copy = useQuery({
    ...offlineQueries.item(platform.drafts, table, recordId),
    enabled: ready,
  })
  const synced = useQuery({
    ...offlineQueries.synced(platform.drafts, recordId),
    enabled: !isNew && isLocalId(recordId),
  })
  return {
    isNew,
    recordId,
    copy: ready ? copy.data : undefined,
    syncedId: synced.data ?? null,
    reload: copy.refetch,
  }
}
