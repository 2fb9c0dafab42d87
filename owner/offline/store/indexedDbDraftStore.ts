import { indexedDbAccess, requestDone, transactionCommitted } from './indexedDb.ts'
import type { Draft, DraftStore, NewChange, QueuedChange } from './draftStore.ts'
import {
  CHANGE_FORMAT,
  DRAFT_FORMAT,
  restoreDraft,
  restoreQueuedChange,
  restoreSyncedVersion,
} from './restore.ts'

const VERSION = 1
const DRAFTS = 'drafts'
const CHANGES = 'changes'
const FILES = 'files'
const SYNCED = 'synced-versions'

function open(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, VERSION)
  request.onupgradeneeded = () => {
    const database = request.result
    database.createObjectStore(DRAFTS, { keyPath: 'key' })
    database
      .createObjectStore(CHANGES, { keyPath: 'id' })
      .createIndex('seq', 'seq', { unique: true })
    database.createObjectStore(FILES)
    database.createObjectStore(SYNCED)
  }
  return requestDone(request)
}

/**
 * The draft store in IndexedDB, one database per backend (so drafts for one backend never sync
 * to another). Every write resolves only after its transaction has committed.
 */
export function indexedDbDraftStore(databaseName: string): DraftStore {
  let database: Promise<IDBDatabase> | null = null
  const connect = () => (database ??= open(databaseName))

  const { read, write } = indexedDbAccess(connect)

  return {
    getDraft: async (key) =>
      restoreDraft(await read(DRAFTS, (store) => store.get(key) as IDBRequest<unknown>)) ??
      undefined,
    saveDraft: (draft) => write(DRAFTS, (store) => store.put(stamped(draft, DRAFT_FORMAT))),
    deleteDraft: (key) => write(DRAFTS, (store) => store.delete(key)),
    listDrafts: async () =>
      restoredAll(
        await read(DRAFTS, (store) => store.getAll() as IDBRequest<unknown[]>),
        restoreDraft,
      ),
    listChanges: async () =>
      restoredAll(
        await read(CHANGES, (store) => store.index('seq').getAll() as IDBRequest<unknown[]>),
        restoreQueuedChange,
      ),
    addChange: async (change: NewChange) => {
      const transaction = (await connect()).transaction(CHANGES, 'readwrite')
      const store = transaction.objectStore(CHANGES)
      // The next number after the newest change, read and written in one transaction.
      const newest = await requestDone(store.index('seq').openCursor(null, 'prev'))
      const queued: QueuedChange = {
        ...change,
        seq: (restoreQueuedChange(newest?.value)?.seq ?? 0) + 1,
      }
      store.add(stamped(queued, CHANGE_FORMAT))
      await transactionCommitted(transaction)
      return queued
    },
    putChange: (change) => write(CHANGES, (store) => store.put(stamped(change, CHANGE_FORMAT))),
    deleteChange: (id) => write(CHANGES, (store) => store.delete(id)),
    saveFile: (id, file) => write(FILES, (store) => store.put(file, id)),
    readFile: (id) => read(FILES, (store) => store.get(id) as IDBRequest<Blob | undefined>),
    deleteFile: (id) => write(FILES, (store) => store.delete(id)),
    syncedVersionOf: async (localId) =>
      restoreSyncedVersion(
        await read(SYNCED, (store) => store.get(localId) as IDBRequest<unknown>),
      ),
    rememberSyncedVersion: (localId, version) =>
      write(SYNCED, (store) => store.put(version, localId)),
  }
}

/** A record as it is written: stamped with the format it is in (see restore.ts). */
function stamped<Record extends Draft | QueuedChange>(record: Record, format: number) {
  return { ...record, format }
}

/** Every stored record its restore step can read; one it cannot stays stored, left out here. */
function restoredAll<Restored>(
  stored: unknown[],
  restore: (record: unknown) => Restored | null,
): Restored[] {
  const restored: Restored[] = []
  for (const record of stored) {
    const readable = restore(record)
    if (readable) restored.push(readable)
    else console.error('A stored record could not be read; it is kept but left out:', record)
  }
  return restored
}
