import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client'
import { indexedDbAccess, requestDone } from '../../owner/offline/store/indexedDb.ts'

const STORE = 'cache'
const KEY = 'query-client'

function open(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1)
  request.onupgradeneeded = () => {
    request.result.createObjectStore(STORE)
  }
  return requestDone(request)
}

/**
 * Keeps what the lists and forms last fetched in IndexedDB, so the app shows it with no network
 * after a restart. One database per backend, like the drafts.
 */
export function queryCachePersister(databaseName: string): Persister {
  let database: Promise<IDBDatabase> | null = null
  const { read, write } = indexedDbAccess(() => (database ??= open(databaseName)))
  return {
    persistClient: (client) => write(STORE, (store) => store.put(client, KEY)),
    restoreClient: () =>
      read(STORE, (store) => store.get(KEY) as IDBRequest<PersistedClient | undefined>),
    removeClient: () => write(STORE, (store) => store.delete(KEY)),
  }
}
