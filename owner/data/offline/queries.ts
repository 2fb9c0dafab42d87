import { queryOptions } from '@tanstack/react-query'
import type { EditableTable } from '../../../shared/backend/contentTables.ts'
import {
  type Draft,
  type DraftStore,
  type QueuedChange,
  draftKey,
  isLocalId,
} from '../../offline/store/draftStore.ts'
import { storedFilesIn } from '../../../shared/domain/mediaCleanup.ts'
import { offlineKeys } from './keys.ts'

/** What this computer holds of one item: its unsaved draft and its queued change, if any. */
export interface LocalCopy {
  draft: Draft | null
  /** The item's queued save. */
  change: QueuedChange | null
  /** The item's queued deletion. */
  deletion: QueuedChange | null
}

async function localCopy(
  store: DraftStore,
  table: EditableTable,
  recordId: string,
): Promise<LocalCopy> {
  const [draft, changes] = await Promise.all([
    store.getDraft(draftKey(table, recordId)),
    store.listChanges(),
  ])
  const own = changes.filter(
    (candidate) => candidate.table === table && candidate.recordId === recordId,
  )
  // Only a save holds what a form shows.
  const change = own.findLast(({ kind }) => kind === 'create' || kind === 'update')
  const deletion = own.findLast(({ kind }) => kind === 'delete')
  return { draft: draft ?? null, change: change ?? null, deletion: deletion ?? null }
}

/** The newest unsaved draft of a new item of this table: '/new' carries on with it. */
async function resumableDraft(store: DraftStore, table: EditableTable): Promise<Draft | null> {
  const [drafts, changes] = await Promise.all([store.listDrafts(), store.listChanges()])
  const queued = new Set(changes.map((change) => change.recordId))
  const unsaved = drafts
    .filter((draft) => draft.table === table && isLocalId(draft.recordId))
    .filter((draft) => !queued.has(draft.recordId))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
  return unsaved[0] ?? null
}

/**
 * The stored files that unsaved drafts and queued saves on this computer name (`bucket/name`),
 * each with what the changes are of: a file one of them holds is not unused, though nothing
 * saved names it yet.
 */
async function localMediaUses(store: DraftStore): Promise<Map<string, string>> {
  const [drafts, changes] = await Promise.all([store.listDrafts(), store.listChanges()])
  const uses = new Map<string, string>()
  for (const { title, values } of [
    ...drafts.map((draft) => ({ title: draft.title, values: draft.values })),
    ...changes.map((change) => ({ title: change.title, values: change.input })),
  ]) {
    for (const file of storedFilesIn(JSON.stringify(values))) uses.set(file, title)
  }
  return uses
}

export const offlineQueries = {
  drafts: (store: DraftStore) =>
    queryOptions({
      queryKey: offlineKeys.drafts(),
      queryFn: () => store.listDrafts(),
      networkMode: 'always',
      staleTime: Infinity,
    }),
  changes: (store: DraftStore) =>
    queryOptions({
      queryKey: offlineKeys.changes(),
      queryFn: () => store.listChanges(),
      networkMode: 'always',
      staleTime: Infinity,
    }),
  mediaUses: (store: DraftStore) =>
    queryOptions({
      queryKey: offlineKeys.mediaUses(),
      queryFn: () => localMediaUses(store),
      networkMode: 'always',
      // Read afresh each time it is asked: a form may have changed a draft since.
      gcTime: 0,
    }),
  item: (store: DraftStore, table: EditableTable, recordId: string) =>
    queryOptions({
      queryKey: offlineKeys.item(table, recordId),
      queryFn: () => localCopy(store, table, recordId),
      networkMode: 'always',
      // Read afresh whenever a form opens: it starts from what is on this computer now.
      gcTime: 0,
    }),
  resumable: (store: DraftStore, table: EditableTable) =>
    queryOptions({
      queryKey: offlineKeys.resumable(table),
      queryFn: () => resumableDraft(store, table),
      networkMode: 'always',
      gcTime: 0,
    }),
  synced: (store: DraftStore, recordId: string) =>
    queryOptions({
      queryKey: offlineKeys.synced(recordId),
      queryFn: async () => (await store.syncedVersionOf(recordId))?.id ?? null,
      networkMode: 'always',
    }),
  file: (store: DraftStore, fileId: string) =>
    queryOptions({
      queryKey: offlineKeys.file(fileId),
      queryFn: async () => (await store.readFile(fileId)) ?? null,
      networkMode: 'always',
    }),
}
