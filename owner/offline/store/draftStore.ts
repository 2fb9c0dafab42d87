import type { EditableTable } from '../../../shared/backend/contentTables.ts'

/** Values that survive a trip through local storage unchanged. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = Record<string, JsonValue>

/** Ids of items created on this computer that the server has not numbered yet. */
export const LOCAL_ID_PREFIX = 'local-'

export function newLocalId(): string {
  return `${LOCAL_ID_PREFIX}${crypto.randomUUID()}`
}

export function isLocalId(id: string): boolean {
  return id.startsWith(LOCAL_ID_PREFIX)
}

/** The draft key of one item's form: its table and its id (a local id for a new item). */
export function draftKey(table: EditableTable, recordId: string): string {
  return `${table}:${recordId}`
}

/** A form's unsaved state, kept on this computer from the first keystroke until it is saved. */
export interface Draft {
  key: string
  table: EditableTable
  recordId: string
  /** The form's values, as the form holds them. */
  values: JsonObject
  /** The server copy's updated_at the edit started from; null for a new item. */
  baseUpdatedAt: string | null
  /** What the drafts list calls it. */
  title: string
  savedAt: string
}

/** An image chosen while offline: kept here, uploaded when the change syncs. */
export interface PendingFile {
  /** The column that gets the uploaded image's address. */
  column: string
  /**
   * The column is HTML holding the image (a post's body): its pending references there become
   * the uploaded files' addresses, and the rest of the HTML stays as it is.
   */
  inHtml: boolean
  fileId: string
  bucket: 'blog-images' | 'company-logos'
  path: string
  /** The files stored beside the image (its variants, by name), uploaded before it. */
  siblings: string[]
}

/**
 * A save that has not reached the server yet. Changes sync in the order they were made; an
 * update applies only while the server copy still has the updated_at it was based on.
 */
export interface QueuedChange {
  id: string
  /** Order of saving; assigned by the store. */
  seq: number
  table: EditableTable
  recordId: string
  /**
   * 'announce' is a post already published whose newsletter is still to be sent; 'delete'
   * deletes the item as it was when asked; 'bring-back' brings a deleted post back, writing
   * `input` over what bringing it back makes of it.
   */
  kind: 'create' | 'update' | 'announce' | 'delete' | 'bring-back'
  /** The columns as they are written (and as the item reopens until then). */
  input: JsonObject
  baseUpdatedAt: string | null
  pendingFiles: PendingFile[]
  /** Send the newsletter once this change has reached the server (a post being published). */
  announce: boolean
  /**
   * The post editor's autosave, which records a revision at most every 10 minutes; false once an
   * explicit save has merged into it.
   */
  autosave: boolean
  title: string
  queuedAt: string
  state: 'pending' | 'failed' | 'conflict'
  /** Why the last sync could not apply it. */
  problem: string | null
  /** In conflict: the server's copy, or null when the item was deleted there. */
  serverRow: JsonObject | null
}

export type NewChange = Omit<QueuedChange, 'seq'>

/** What the server made of an item created on this computer. */
export interface SyncedVersion {
  id: string
  updatedAt: string
}

/**
 * Where drafts, queued changes and images chosen offline are kept on this computer: durable
 * (a killed process loses nothing written) and private to this app. IndexedDB in the browser
 * and in the desktop app's renderer.
 */
export interface DraftStore {
  getDraft(key: string): Promise<Draft | undefined>
  saveDraft(draft: Draft): Promise<void>
  deleteDraft(key: string): Promise<void>
  listDrafts(): Promise<Draft[]>
  /** Every queued change, oldest first. */
  listChanges(): Promise<QueuedChange[]>
  addChange(change: NewChange): Promise<QueuedChange>
  /** Replaces a queued change in place, keeping its position. */
  putChange(change: QueuedChange): Promise<void>
  deleteChange(id: string): Promise<void>
  saveFile(id: string, file: Blob): Promise<void>
  readFile(id: string): Promise<Blob | undefined>
  deleteFile(id: string): Promise<void>
  /** The server's id and latest version of an item created here, once it has synced. */
  syncedVersionOf(localId: string): Promise<SyncedVersion | undefined>
  rememberSyncedVersion(localId: string, version: SyncedVersion): Promise<void>
}
