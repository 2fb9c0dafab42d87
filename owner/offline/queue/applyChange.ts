import type { BackendClient } from '../../../shared/backend/client.ts'
import {
  type ContentRow,
  type EditableTable,
  createContentRow,
  deleteContentRowIfUnchanged,
  findContentRow,
  updateContentRow,
  updateContentRowIfUnchanged,
} from '../../../shared/backend/contentTables.ts'
import { bringBackPost, newestDeletedRevisionId } from '../../../shared/backend/revisions.ts'
import type { JsonObject, QueuedChange } from '../store/draftStore.ts'
import { isTableInput, queuedInputProblems } from './queuedInput.ts'
import { jsonObject } from '../store/restore.ts'

/** A row as the server returned it after a write. */
export type WrittenRow = JsonObject & { id: string; updated_at: string }

export type ApplyResult =
  | { outcome: 'applied'; row: WrittenRow }
  /**
   * Not written: the server copy changed (or was deleted: `serverRow` null) after the edit
   * or deletion began, or the queued input does not fit its table; `problem` says which when
   * the plain reason (an edit's) would not.
   */
  | { outcome: 'conflict'; serverRow: JsonObject | null; problem?: string }

const DELETION_CHANGED = 'Changed on the server before your deletion reached it'
const DELETION_DELETED = 'Deleted on the server before your deletion reached it'

/** A row the server returned, as the queue keeps it: its JSON, with its id and version. */
function writtenRow(row: ContentRow<EditableTable>): WrittenRow {
  return { ...jsonObject(row), id: row.id, updated_at: row.updated_at }
}

/**
 * Writes one saved change to the server: a create inserts; an update writes only while the
 * server copy still has the updated_at the edit was based on, and otherwise reports a conflict
 * with the server's copy, so nothing is ever overwritten silently. An input that does not fit
 * its table's columns (queued by an older version, or damaged in storage) is never written: it
 * is a conflict that says why.
 */
export async function applyChange(
  client: BackendClient,
  change: Pick<QueuedChange, 'table' | 'kind' | 'input' | 'baseUpdatedAt' | 'autosave'>,
  recordId: string,
): Promise<ApplyResult> {
  const { input } = change
  if (change.kind === 'announce') {
    const row = await findContentRow(client, change.table, recordId)
    return row
      ? { outcome: 'applied', row: writtenRow(row) }
      : { outcome: 'conflict', serverRow: null }
  }
  if (change.kind === 'delete') {
    const row =
      change.baseUpdatedAt === null
        ? null
        : await deleteContentRowIfUnchanged(client, change.table, recordId, change.baseUpdatedAt)
    if (row) return { outcome: 'applied', row: writtenRow(row) }
    const serverRow = await findContentRow(client, change.table, recordId)
    return {
      outcome: 'conflict',
      serverRow: serverRow && jsonObject(serverRow),
      problem: serverRow ? DELETION_CHANGED : DELETION_DELETED,
    }
  }
  if (!isTableInput(change.table, input)) {
    const serverRow =
      change.kind === 'update' ? await findContentRow(client, change.table, recordId) : null
    const problems = queuedInputProblems(change.table, input)
    return {
      outcome: 'conflict',
      serverRow: serverRow && jsonObject(serverRow),
      problem: `This saved change does not fit the item any more: ${problems.join('; ')}`,
    }
  }
  if (change.kind === 'bring-back') return bringBack(client, change.table, recordId, input)
  if (change.kind === 'create') {
    return {
      outcome: 'applied',
      row: writtenRow(await createContentRow(client, change.table, input)),
    }
  }
  if (change.baseUpdatedAt === null) {
    // An edit of an item created on this computer, based on nothing but its own creation.
    const row = await updateContentRow(client, change.table, recordId, input, change.autosave)
    return { outcome: 'applied', row: writtenRow(row) }
  }
  const row = await updateContentRowIfUnchanged(
    client,
    change.table,
    recordId,
    input,
    change.baseUpdatedAt,
    change.autosave,
  )
  if (row) return { outcome: 'applied', row: writtenRow(row) }
  const serverRow = await findContentRow(client, change.table, recordId)
  return { outcome: 'conflict', serverRow: serverRow && jsonObject(serverRow) }
}

/**
 * Brings a deleted post back (as a draft, with its history: bring_back_post), then writes the
 * columns it had that bringing back does not keep, such as its status. A post already there
 * (brought back by an earlier try whose write did not finish) only gets those columns.
 */
async function bringBack(
  client: BackendClient,
  table: EditableTable,
  recordId: string,
  input: JsonObject,
): Promise<ApplyResult> {
  if (table !== 'blog_posts') {
    return { outcome: 'conflict', serverRow: null, problem: 'Only a post can be brought back' }
  }
  if (!(await findContentRow(client, table, recordId))) {
    const revision = await newestDeletedRevisionId(client, recordId)
    if (revision === null) {
      return {
        outcome: 'conflict',
        serverRow: null,
        problem: 'This post can no longer be brought back',
      }
    }
    await bringBackPost(client, revision)
  }
  return {
    outcome: 'applied',
    row: writtenRow(await updateContentRow(client, table, recordId, input)),
  }
}
