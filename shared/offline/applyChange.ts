import type { BackendClient } from '../backend/client.ts'
import {
  type ContentInput,
  type EditableTable,
  createContentRow,
  findContentRow,
  updateContentRow,
  updateContentRowIfUnchanged,
} from '../backend/contentTables.ts'
import type { JsonObject, QueuedChange } from './draftStore.ts'

/** A row as the server returned it after a write. */
export type WrittenRow = JsonObject & { id: string; updated_at: string }

export type ApplyResult =
  | { outcome: 'applied'; row: WrittenRow }
  /** The server copy changed (or was deleted: `serverRow` null) after the edit began. */
  | { outcome: 'conflict'; serverRow: JsonObject | null }

/**
 * Writes one saved change to the server: a create inserts; an update writes only while the
 * server copy still has the updated_at the edit was based on, and otherwise reports a conflict
 * with the server's copy, so nothing is ever overwritten silently.
 */
export async function applyChange(
  client: BackendClient,
  change: Pick<QueuedChange, 'table' | 'kind' | 'input' | 'baseUpdatedAt'>,
  recordId: string,
): Promise<ApplyResult> {
  // Stored changes are plain JSON; their shape was the table's when they were queued.
  const input = change.input as unknown as ContentInput<EditableTable>
  if (change.kind === 'create') {
    const row = await createContentRow(client, change.table, input)
    return { outcome: 'applied', row: row as unknown as WrittenRow }
  }
  if (change.kind === 'announce') {
    const row = await findContentRow(client, change.table, recordId)
    return row
      ? { outcome: 'applied', row: row as unknown as WrittenRow }
      : { outcome: 'conflict', serverRow: null }
  }
  if (change.baseUpdatedAt === null) {
    // An edit of an item created on this computer, based on nothing but its own creation.
    const row = await updateContentRow(client, change.table, recordId, input)
    return { outcome: 'applied', row: row as unknown as WrittenRow }
  }
  const row = await updateContentRowIfUnchanged(
    client,
    change.table,
    recordId,
    input,
    change.baseUpdatedAt,
  )
  if (row) return { outcome: 'applied', row: row as unknown as WrittenRow }
  const serverRow = await findContentRow(client, change.table, recordId)
  return { outcome: 'conflict', serverRow: serverRow as unknown as JsonObject | null }
}
