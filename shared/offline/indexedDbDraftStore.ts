import { indexedDbAccess, requestDone, transactionCommitted } from './indexedDb.ts'
import type { Draft, DraftStore, NewChange, QueuedChange, SyncedVersion } from './draftStore.ts'

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
    getDraft: (key) => read(DRAFTS, (store) => store.get(key) as IDBRequest<Draft | undefined>),
    saveDraft: (draft) => write(DRAFTS, (store) => store.put(draft)),
    deleteDraft: (key) => write(DRAFTS, (store) => store.delete(key)),
    listDrafts: () => read(DRAFTS, (store) => store.getAll() as IDBRequest<Draft[]>),
    listChanges: () =>
      read(CHANGES, (store) => store.index('seq').getAll() as IDBRequest<QueuedChange[]>),
    addChange: async (change: NewChange) => {
      const transaction = (await connect()).transaction(CHANGES, 'readwrite')
      const store = transaction.objectStore(CHANGES)
      // The next number after the newest change, read and written in one transaction.
      const newest = await requestDone(store.index('seq').openCursor(null, 'prev'))
      const queued: QueuedChange = {
        ...change,
        seq: ((newest?.value as QueuedChange | undefined)?.seq ?? 0) + 1,
      }
      store.add(queued)
      await transactionCommitted(transaction)
      return queued
    },
    putChange: (change) => write(CHANGES, (store) => store.put(change)),
    deleteChange: (id) => write(CHANGES, (store) => store.delete(id)),
    saveFile: (id, file) => write(FILES, (store) => store.put(file, id)),
    readFile: (id) => read(FILES, (store) => store.get(id) as IDBRequest<Blob | undefined>),
    deleteFile: (id) => write(FILES, (store) => store.delete(id)),
    syncedVersionOf: (localId) =>
      read(SYNCED, (store) => store.get(localId) as IDBRequest<SyncedVersion | undefined>),
    rememberSyncedVersion: (localId, version) =>
      write(SYNCED, (store) => store.put(version, localId)),
  }
}
