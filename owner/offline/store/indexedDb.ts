/** Small promises over IndexedDB's events, shared by the stores kept in it. */

export function requestDone<Result>(request: IDBRequest<Result>): Promise<Result> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result)
    }
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB request failed'))
    }
  })
}

/** Resolves once the transaction has committed: only then is the write durable. */
export function transactionCommitted(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => {
      resolve()
    }
    transaction.onerror = () => {
      reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    }
    transaction.onabort = () => {
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
    }
  })
}

/** One-request reads and committed one-store writes on a database opened on first use. */
export function indexedDbAccess(connect: () => Promise<IDBDatabase>) {
  return {
    read: async <Result>(
      storeName: string,
      request: (store: IDBObjectStore) => IDBRequest<Result>,
    ): Promise<Result> => {
      const store = (await connect()).transaction(storeName, 'readonly').objectStore(storeName)
      return requestDone(request(store))
    },
    write: async (storeName: string, change: (store: IDBObjectStore) => void): Promise<void> => {
      const transaction = (await connect()).transaction(storeName, 'readwrite')
      change(transaction.objectStore(storeName))
      await transactionCommitted(transaction)
    },
  }
}
