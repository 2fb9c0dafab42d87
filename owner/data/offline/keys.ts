import type { EditableTable } from '../../../shared/backend/contentTables.ts'

/**
 * Drafts, queued saves and images chosen offline live on this computer: they load with or
 * without a network, and the desktop app never persists their queries (their store is newer).
 */
export const offlineKeys = {
  all: ['offline'] as const,
  drafts: () => [...offlineKeys.all, 'drafts'] as const,
  changes: () => [...offlineKeys.all, 'changes'] as const,
  item: (table: EditableTable, recordId: string) =>
    [...offlineKeys.all, 'item', table, recordId] as const,
  resumable: (table: EditableTable) => [...offlineKeys.all, 'resumable', table] as const,
  /** The server id of an item created here, once it has synced. */
  synced: (recordId: string) => [...offlineKeys.all, 'synced', recordId] as const,
  /** The stored files that drafts and queued saves here name (the media view keeps them). */
  mediaUses: () => [...offlineKeys.all, 'media-uses'] as const,
  /** An image chosen offline, kept here until its save uploads it. */
  file: (fileId: string) => [...offlineKeys.all, 'file', fileId] as const,
}
