import type { BackendClient } from '../backend/client.ts'
import type { EditableTable } from '../backend/contentTables.ts'
import { isSessionRefused, isUnreachable, toBackendError } from '../backend/errors.ts'
import { uploadImageFiles } from '../backend/images.ts'
import { newsletterOutcome, sendNewsletter } from '../backend/newsletter.ts'
import { type WrittenRow, applyChange } from './applyChange.ts'
import { holdsPendingImage, siblingFileId, withUploadedImage } from './pendingImages.ts'
import {
  type DraftStore,
  type JsonObject,
  type PendingFile,
  type QueuedChange,
  isLocalId,
  newLocalId,
} from './draftStore.ts'

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
  /** A deletion, or a deleted post brought back; a save (create or update) when left out. */
  kind?: 'delete' | 'bring-back'
}

/** A queued change that reached the server, and what became of its newsletter. */
export interface WrittenChange {
  changeId: string
  row: WrittenRow
  newsletter: 'sent' | 'failed' | null
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

/** How the owner settles a conflict: their merged version, or the server's as it is. */
export type Resolution = { keep: 'merged'; input: JsonObject } | { keep: 'server' }

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

/**
 * The queue of saves waiting for the backend, kept in the draft store so it survives restarts.
 * Saving and syncing take turns (one lock), so a save never merges into a change while that
 * change is being written to the server.
 */
export function createChangeQueue(store: DraftStore): ChangeQueue {
  let tail: Promise<unknown> = Promise.resolve()
  const exclusive = <Result>(task: () => Promise<Result>): Promise<Result> => {
    const run = tail.then(task)
    tail = run.catch(() => undefined)
    return run
  }

  const latestChangeOf = async (table: EditableTable, recordId: string) =>
    (await store.listChanges()).findLast(
      (change) => change.table === table && change.recordId === recordId,
    )

  const queue = (save: QueuedSave) =>
    exclusive(async () => {
      const earlier = await latestChangeOf(save.table, save.recordId)
      // Saves merge into saves; a deletion or a bringing back stays a step of its own.
      if (earlier && !save.kind && (earlier.kind === 'create' || earlier.kind === 'update')) {
        const merged: QueuedChange = {
          ...earlier,
          input: { ...earlier.input, ...save.input },
          pendingFiles: mergeFiles(earlier.pendingFiles, save.files),
          announce: save.announce,
          title: save.title,
          // A conflict stays one until the owner settles it; anything else is tried again.
          state: earlier.state === 'conflict' ? 'conflict' : 'pending',
          problem: earlier.state === 'conflict' ? earlier.problem : null,
        }
        await store.putChange(merged)
        return { change: merged, merged: true }
      }
      // An item created here that has synced since is edited like any other, from its version.
      const synced = isLocalId(save.recordId)
        ? await store.syncedVersionOf(save.recordId)
        : undefined
      const change = await store.addChange({
        id: crypto.randomUUID(),
        table: save.table,
        recordId: save.recordId,
        kind: save.kind ?? (isLocalId(save.recordId) && !synced ? 'create' : 'update'),
        input: save.input,
        baseUpdatedAt: synced?.updatedAt ?? save.baseUpdatedAt,
        pendingFiles: save.files,
        announce: save.announce,
        title: save.title,
        queuedAt: new Date().toISOString(),
        state: 'pending',
        problem: null,
        serverRow: null,
      })
      return { change, merged: false }
    })

  /** A file kept for an image chosen offline. */
  const readKept = async (fileId: string) => {
    const blob = await store.readFile(fileId)
    if (!blob) throw new Error('An image chosen offline is no longer on this computer')
    return blob
  }

  /**
   * Uploads the change's offline images (each with its variants), recording each address as
   * soon as it is stored. An image taken out of the HTML that held it since is not uploaded.
   */
  const uploadFiles = async (client: BackendClient, change: QueuedChange) => {
    let current = change
    for (const file of change.pendingFiles) {
      const html = current.input[file.column]
      const dropped = () => ({
        ...current,
        pendingFiles: current.pendingFiles.filter((pending) => pending !== file),
      })
      if (file.inHtml && !(typeof html === 'string' && holdsPendingImage(html, file))) {
        current = dropped()
        await store.putChange(current)
        await deleteKept(file)
        continue
      }
      const siblings = await Promise.all(
        file.siblings.map(async (name) => ({
          name,
          blob: await readKept(siblingFileId(file.fileId, name)),
        })),
      )
      const original = await readKept(file.fileId)
      const url = await uploadImageFiles(client, file.bucket, file.path, { original, siblings })
      const value =
        typeof html === 'string' && file.inHtml ? withUploadedImage(html, file, url) : url
      current = { ...dropped(), input: { ...current.input, [file.column]: value } }
      await store.putChange(current)
      await deleteKept(file)
    }
    return current
  }

  const deleteKept = async (file: PendingFile) => {
    await store.deleteFile(file.fileId)
    for (const name of file.siblings) await store.deleteFile(siblingFileId(file.fileId, name))
  }

  /** Later changes of the same item now follow the version this change wrote. */
  const rebaseFollowing = async (applied: QueuedChange, row: WrittenRow) => {
    for (const later of await store.listChanges()) {
      if (later.table !== applied.table) continue
      if (later.recordId !== applied.recordId && later.recordId !== row.id) continue
      await store.putChange({
        ...later,
        recordId: row.id,
        kind: later.kind === 'create' ? 'update' : later.kind,
        baseUpdatedAt:
          later.baseUpdatedAt === applied.baseUpdatedAt ? row.updated_at : later.baseUpdatedAt,
      })
    }
  }

  const announce = async (
    client: BackendClient,
    change: QueuedChange,
    row: WrittenRow,
  ): Promise<'sent' | 'failed'> => {
    try {
      // The database sends it when the post is first published; asking again (a retry of an
      // earlier failure) never mails anyone twice.
      if (change.kind === 'announce') await sendNewsletter(client.functions, row.id)
      else await newsletterOutcome(client, row.id)
      return 'sent'
    } catch (error) {
      // The post is published: only the mail is left to do, and the function never mails twice.
      await store.addChange({
        ...change,
        id: crypto.randomUUID(),
        kind: 'announce',
        recordId: row.id,
        input: {},
        pendingFiles: [],
        state: 'failed',
        problem: `Published; sending the newsletter failed: ${toBackendError(error).message}`,
      })
      return 'failed'
    }
  }

  /** Applies one queued change: written, held as a conflict, or null when it is gone. */
  const syncOne = (client: BackendClient, id: string) =>
    exclusive(async (): Promise<WrittenChange | QueuedChange | null> => {
      const found = (await store.listChanges()).find((change) => change.id === id)
      if (!found) return null
      const synced = isLocalId(found.recordId)
        ? await store.syncedVersionOf(found.recordId)
        : undefined
      const change = await uploadFiles(client, found)
      const result = await applyChange(client, change, synced?.id ?? change.recordId)
      if (result.outcome === 'conflict') {
        const conflict: QueuedChange = {
          ...change,
          state: 'conflict',
          serverRow: result.serverRow,
          problem:
            result.problem ??
            (result.serverRow
              ? 'Changed on the server after you started editing'
              : 'Deleted on the server after you started editing'),
        }
        await store.putChange(conflict)
        return conflict
      }
      await store.deleteChange(change.id)
      if (isLocalId(change.recordId)) {
        await store.rememberSyncedVersion(change.recordId, {
          id: result.row.id,
          updatedAt: result.row.updated_at,
        })
      }
      await rebaseFollowing(change, result.row)
      const newsletter = change.announce ? await announce(client, change, result.row) : null
      return { changeId: change.id, row: result.row, newsletter }
    })

  const sync = async (client: BackendClient): Promise<SyncReport> => {
    const report: SyncReport = { applied: 0, written: [], stopped: null, held: [], tables: [] }
    const blocked = new Set<string>()
    for (const change of await store.listChanges()) {
      const key = `${change.table}:${change.recordId}`
      // An item's changes apply in order: nothing after one that could not be applied.
      if (change.state === 'conflict' || blocked.has(key)) {
        blocked.add(key)
        report.held.push(change)
        continue
      }
      try {
        const outcome = await syncOne(client, change.id)
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

  const discard = (changeId: string) =>
    exclusive(async () => {
      const change = (await store.listChanges()).find((candidate) => candidate.id === changeId)
      if (!change) return false
      for (const file of change.pendingFiles) await deleteKept(file)
      await store.deleteChange(changeId)
      return true
    })

  const resolve = async (changeId: string, resolution: Resolution) => {
    if (resolution.keep === 'server') {
      await discard(changeId)
      return
    }
    await exclusive(async () => {
      const change = (await store.listChanges()).find((candidate) => candidate.id === changeId)
      if (!change) return
      const server = change.serverRow
      await store.putChange({
        ...change,
        input: resolution.input,
        // Based on the server's copy now; an item deleted there is created again.
        kind: server ? 'update' : 'create',
        recordId: server ? change.recordId : newLocalId(),
        baseUpdatedAt: typeof server?.updated_at === 'string' ? server.updated_at : null,
        state: 'pending',
        problem: null,
        serverRow: null,
      })
    })
  }

  return { queue, sync, resolve, discard }
}

/**
 * A newer image for a column replaces the one queued before it; the images of an HTML column
 * are kept side by side (those the HTML no longer holds are left out when it syncs).
 */
function mergeFiles(earlier: PendingFile[], later: PendingFile[]): PendingFile[] {
  const replaced = new Set(later.filter((file) => !file.inHtml).map((file) => file.column))
  const added = new Set(later.map((file) => file.fileId))
  return [
    ...earlier.filter((file) =>
      file.inHtml ? !added.has(file.fileId) : !replaced.has(file.column),
    ),
    ...later,
  ]
}
