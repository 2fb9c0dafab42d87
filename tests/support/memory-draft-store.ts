import type {
  Draft,
  DraftStore,
  NewChange,
  QueuedChange,
  SyncedVersion,
} from '../../owner/offline/store/draftStore.ts'

/**
 * The draft store in memory, for testing the change queue in Node against a real backend
 * (the IndexedDB store itself is exercised in Chromium by the desktop tests). Values are
 * copied in and out, as a real store's would be.
 */
export function memoryDraftStore(): DraftStore {
  const drafts = new Map<string, Draft>()
  const changes = new Map<string, QueuedChange>()
  const files = new Map<string, Blob>()
  const synced = new Map<string, SyncedVersion>()
  let seq = 0
  const copy = <Value>(value: Value): Value => structuredClone(value)

  return {
    getDraft: (key) => Promise.resolve(copy(drafts.get(key))),
    saveDraft: (draft) => {
      drafts.set(draft.key, copy(draft))
      return Promise.resolve()
    },
    deleteDraft: (key) => {
      drafts.delete(key)
      return Promise.resolve()
    },
    listDrafts: () => Promise.resolve(copy([...drafts.values()])),
    listChanges: () => Promise.resolve(copy([...changes.values()].sort((a, b) => a.seq - b.seq))),
    addChange: (change: NewChange) => {
      const queued = { ...copy(change), seq: ++seq }
      changes.set(queued.id, queued)
      return Promise.resolve(copy(queued))
    },
    putChange: (change) => {
      changes.set(change.id, copy(change))
      return Promise.resolve()
    },
    deleteChange: (id) => {
      changes.delete(id)
      return Promise.resolve()
    },
    saveFile: (id, file) => {
      files.set(id, file)
      return Promise.resolve()
    },
    readFile: (id) => Promise.resolve(files.get(id)),
    deleteFile: (id) => {
      files.delete(id)
      return Promise.resolve()
    },
    syncedVersionOf: (localId) => Promise.resolve(copy(synced.get(localId))),
    rememberSyncedVersion: (localId, version) => {
      synced.set(localId, copy(version))
      return Promise.resolve()
    },
  }
}
