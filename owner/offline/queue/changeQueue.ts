import type { BackendClient } from '../../../shared/backend/client.ts'
import type { EditableTable } from '../../../shared/backend/contentTables.ts'
import { isSessionRefused, isUnreachable, toBackendError } from '../../../shared/backend/errors.ts'
import {
  type DraftStore,
  type JsonObject,
  type PendingFile,
  type QueuedChange,
  isLocalId,
  newLocalId,
} from '../store/draftStore.ts'
import { deleteKept, mergeFiles } from './queuedImages.ts'
import { type WrittenChange, writeQueuedChange } from './writeQueuedChange.ts'

/** A save to queue: the item, what it was based on, and what to write. */
export interface QueuedSave {
  table: EditableTable
  recordId: string
  baseUpdatedAt: string | null
  input: JsonObject
  title: string
  /** Images chosen offline, already kept in the store. */
  files: PendingFile[]
  /** Report how the newsletter went once this save has reached the server (it publishes). */
  announce: boolean
  /** The post editor's autosave rather than an explicit save (see QueuedChange). */
  autosave?: boolean
  /** A deletion, or a deleted post brought back; a save (create or update) when left out. */
  kind?: 'delete' | 'bring-back'
}

export interface SyncReport {
  applied: number
  written: WrittenChange[]
  /** Why the sync stopped before the end of the queue, if it did. */
  stopped: 'unreachable' | 'session' | null
  /** Changes that could not be applied this time (conflicts and failures). */
  held: QueuedChange[]
  /** Tables written, whose queries are now stale. */
  tables: EditableTable[]
}

/**
 * How the owner settles a conflict: a save by their merged version, a deletion by deleting the
 * server's version anyway; either by keeping the server's version as it is.
 */
export type Resolution =
  { keep: 'merged'; input: JsonObject } | { keep: 'deletion' } | { keep: 'server' }

const NOT_A_SAVE = 'Only a save is settled by keeping your version of it'

export interface ChangeQueue {
  /**
   * Queues a save; a later save of an item merges into its earlier queued change (`merged`),
   * so an item's saves reach the server as one change.
   */
  queue(save: QueuedSave): Promise<{ change: QueuedChange; merged: boolean }>
  /** Applies queued changes in order, as far as the backend allows. */
  sync(client: BackendClient): Promise<SyncReport>
  resolve(changeId: string, resolution: Resolution): Promise<void>
  /** Takes a change out of the queue; false when it was not there (it has reached the server). */
  discard(changeId: string): Promise<boolean>
}

/** Runs tasks one after another, each after the one before it has settled. */
type Exclusive = <Result>(task: () => Promise<Result>) => Promise<Result>

function createLock(): Exclusive {
  let tail: Promise<unknown> = Promise.resolve()
  return (task) => {
    const run = tail.then(task)
    tail = run.catch(() => undefined)
    return run
  }
}

/** Queues a save, merging it into the item's earlier queued change if there is one. */
async function queueSave(
  store: DraftStore,
  save: QueuedSave,
): Promise<{ change: QueuedChange; merged: boolean }> {
  const earlier = (await store.listChanges()).findLast(
    (change) => change.table === save.table && change.recordId === save.recordId,
  )
  // Saves merge into saves; a deletion or a bringing back stays a step of its own.
  if (earlier && !save.kind && (earlier.kind === 'create' || earlier.kind === 'update')) {
    const merged: QueuedChange = {
      ...earlier,
      input: { ...earlier.input, ...save.input },
      pendingFiles: mergeFiles(earlier.pendingFiles, save.files),
      announce: save.announce,
      autosave: earlier.autosave && save.autosave === true,
      title: save.title,
      // A conflict stays one until the owner settles it; anything else is tried again.
      state: earlier.state === 'conflict' ? 'conflict' : 'pending',
      problem: earlier.state === 'conflict' ? earlier.problem : null,
    }
    await store.putChange(merged)
    return { change: merged, merged: true }
  }
  // An item created here that has synced since is edited like any other, from its version.
  const synced = isLocalId(save.recordId) ? await store.syncedVersionOf(save.recordId) : undefined
  const change = await store.addChange({
    id: crypto.randomUUID(),
    table: save.table,
    recordId: save.recordId,
    kind: save.kind ?? (isLocalId(save.recordId) && !synced ? 'create' : 'update'),
    input: save.input,
    baseUpdatedAt: synced?.updatedAt ?? save.baseUpdatedAt,
    pendingFiles: save.files,
    announce: save.announce,
    autosave: save.autosave === true,
    title: save.title,
    queuedAt: new Date().toISOString(),
    state: 'pending',
    problem: null,
    serverRow: null,
  })
  return { change, merged: false }
}

/** Why a change that is fine in itself waits: an item's changes reach the server in order. */
export const BEHIND_HELD =
  'An earlier change to this item is waiting in Drafts. Settle it there, then this change syncs.'

/** Applies queued changes in order, each in its turn of the lock, as far as the backend allows. */
async function syncQueue(
  store: DraftStore,
  exclusive: Exclusive,
  client: BackendClient,
): Promise<SyncReport> {
  const report: SyncReport = { applied: 0, written: [], stopped: null, held: [], tables: [] }
  const blocked = new Set<string>()
  for (const change of await store.listChanges()) {
    const key = `${change.table}:${change.recordId}`
    // An item's changes apply in order: nothing after one that could not be applied.
    if (change.state === 'conflict' || blocked.has(key)) {
      blocked.add(key)
      report.held.push(change.state === 'pending' ? { ...change, problem: BEHIND_HELD } : change)
      continue
    }
    try {
      const outcome = await exclusive(() => writeQueuedChange(store, client, change.id))
      if (outcome && 'changeId' in outcome) {
        report.applied++
        report.written.push(outcome)
        if (!report.tables.includes(change.table)) report.tables.push(change.table)
      } else if (outcome) {
        blocked.add(key)
        report.held.push(outcome)
      }
    } catch (error) {
      if (isUnreachable(error)) return { ...report, stopped: 'unreachable' }
      if (isSessionRefused(error)) return { ...report, stopped: 'session' }
      const failed: QueuedChange = {
        ...change,
        state: 'failed',
        problem: toBackendError(error).message,
      }
      await exclusive(() => store.putChange(failed))
      blocked.add(key)
      report.held.push(failed)
    }
  }
  return report
}

/** Takes a change out of the queue with the images kept for it. */
async function dropChange(store: DraftStore, change: QueuedChange) {
  for (const file of change.pendingFiles) await deleteKept(store, file)
  await store.deleteChange(change.id)
}

const findChange = async (store: DraftStore, changeId: string) =>
  (await store.listChanges()).find((candidate) => candidate.id === changeId)

/** The owner's merged version, queued again from the server's copy it was compared with. */
async function queueMerged(store: DraftStore, changeId: string, input: JsonObject) {
  const change = await findChange(store, changeId)
  if (!change) return
  // A deletion, a bringing back or a newsletter has no version of the item to write: merging
  // one would turn it into an update.
  if (change.kind !== 'create' && change.kind !== 'update') throw new Error(NOT_A_SAVE)
  const server = change.serverRow
  await store.putChange({
    ...change,
    input,
    // Based on the server's copy now; an item deleted there is created again.
    kind: server ? 'update' : 'create',
    recordId: server ? change.recordId : newLocalId(),
    baseUpdatedAt: typeof server?.updated_at === 'string' ? server.updated_at : null,
    state: 'pending',
    problem: null,
    serverRow: null,
  })
}

/**
 * The owner's deletion, queued again of the server's version it was held over; an item deleted
 * on the server meanwhile has nothing left to delete.
 */
async function queueDeletion(store: DraftStore, changeId: string) {
  const change = await findChange(store, changeId)
  if (!change) return
  if (change.kind !== 'delete') throw new Error('Only a deletion is deleted anyway')
  const updatedAt = change.serverRow?.updated_at
  if (typeof updatedAt !== 'string') {
    await dropChange(store, change)
    return
  }
  await store.putChange({
    ...change,
    baseUpdatedAt: updatedAt,
    state: 'pending',
    problem: null,
    serverRow: null,
  })
}

/**
 * The queue of saves waiting for the backend, kept in the draft store so it survives restarts.
 * Saving and syncing take turns (one lock), so a save never merges into a change while that
 * change is being written to the server.
 */
export function createChangeQueue(store: DraftStore): ChangeQueue {
  const exclusive = createLock()

  const discard = (changeId: string) =>
    exclusive(async () => {
      const change = await findChange(store, changeId)
      if (!change) return false
      await dropChange(store, change)
      return true
    })

  return {
    queue: (save) => exclusive(() => queueSave(store, save)),
    sync: (client) => syncQueue(store, exclusive, client),
    discard,
    resolve: async (changeId, resolution) => {
      if (resolution.keep === 'server') await discard(changeId)
      else if (resolution.keep === 'deletion') await exclusive(() => queueDeletion(store, changeId))
      else await exclusive(() => queueMerged(store, changeId, resolution.input))
    },
  }
}
