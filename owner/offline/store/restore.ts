import { isEditableTable } from '../../../shared/backend/contentTables.ts'
import type {
  Draft,
  JsonObject,
  JsonValue,
  PendingFile,
  QueuedChange,
  SyncedVersion,
} from './draftStore.ts'

/*
 * Drafts and queued changes outlive the app that wrote them: an upgrade may read what an older
 * version stored. Every record is read back through its restore step, which keeps what it
 * knows in the shape it expects, fills defaults for what is missing, and drops the rest; the
 * store stamps the format each record was written in, for the steps a later format will need.
 *
 * Format 1 is the first stamped; records without a stamp were written before stamping began,
 * in the same fields.
 */
export const DRAFT_FORMAT = 1
export const CHANGE_FORMAT = 1

type Stored = Readonly<Record<string, unknown>>

/** What a record that lost its time is dated: it sorts before everything else. */
const EPOCH = new Date(0).toISOString()

/** A plain object, as JSON has them (not a Date, a Blob or a Map that storage kept). */
function isRecord(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function isJsonValue(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(isJsonValue)
  return isRecord(value) && Object.values(value).every(isJsonValue)
}

/** The JSON-valued entries of an object; anything else restores as an empty one. */
export function jsonObject(value: unknown): JsonObject {
  const kept: JsonObject = {}
  if (!isRecord(value)) return kept
  for (const [name, entry] of Object.entries(value)) if (isJsonValue(entry)) kept[name] = entry
  return kept
}

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null)

function oneOf<Option extends string>(
  value: unknown,
  options: readonly Option[],
  fallback: Option,
): Option {
  return options.find((option) => option === value) ?? fallback
}

/** A stored draft as a Draft, or null when it is not one (no key, table or record id). */
export function restoreDraft(stored: unknown): Draft | null {
  if (!isRecord(stored)) return null
  const { key, table, recordId } = stored
  if (typeof key !== 'string' || !isEditableTable(table) || typeof recordId !== 'string') {
    return null
  }
  return {
    key,
    table,
    recordId,
    values: jsonObject(stored.values),
    baseUpdatedAt: textOrNull(stored.baseUpdatedAt),
    title: textOr(stored.title, ''),
    savedAt: textOr(stored.savedAt, EPOCH),
  }
}

function restorePendingFile(stored: unknown): PendingFile | null {
  if (!isRecord(stored)) return null
  const { column, fileId, bucket, path } = stored
  if (typeof column !== 'string' || typeof fileId !== 'string' || typeof path !== 'string') {
    return null
  }
  if (bucket !== 'blog-images' && bucket !== 'company-logos') return null
  // Images queued before image sizes were made have none beside them.
  const siblings = Array.isArray(stored.siblings) ? stored.siblings : []
  return {
    column,
    inHtml: stored.inHtml === true,
    fileId,
    bucket,
    path,
    siblings: siblings.filter((name) => typeof name === 'string'),
  }
}

/** The server's version of an item created here, or undefined when the record is not one. */
export function restoreSyncedVersion(stored: unknown): SyncedVersion | undefined {
  if (!isRecord(stored)) return undefined
  const { id, updatedAt } = stored
  return typeof id === 'string' && typeof updatedAt === 'string' ? { id, updatedAt } : undefined
}

/**
 * A stored queued change as a QueuedChange, or null when it is not one (no id, order, table or
 * record id). A change of unknown kind or state is tried again as a plain save.
 */
export function restoreQueuedChange(stored: unknown): QueuedChange | null {
  if (!isRecord(stored)) return null
  const { id, seq, table, recordId } = stored
  if (typeof id !== 'string' || typeof recordId !== 'string' || !isEditableTable(table)) {
    return null
  }
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq)) return null
  const files = Array.isArray(stored.pendingFiles) ? stored.pendingFiles : []
  return {
    id,
    seq,
    table,
    recordId,
    kind: oneOf(stored.kind, ['create', 'update', 'announce', 'delete', 'bring-back'], 'update'),
    input: jsonObject(stored.input),
    baseUpdatedAt: textOrNull(stored.baseUpdatedAt),
    pendingFiles: files.map(restorePendingFile).filter((file) => file !== null),
    announce: stored.announce === true,
    autosave: stored.autosave === true,
    title: textOr(stored.title, ''),
    queuedAt: textOr(stored.queuedAt, EPOCH),
    state: oneOf(stored.state, ['pending', 'failed', 'conflict'], 'pending'),
    problem: textOrNull(stored.problem),
    serverRow: isRecord(stored.serverRow) ? jsonObject(stored.serverRow) : null,
  }
}

/** Whether a stored value can stand where the form holds `expected`. */
function sameKind(value: JsonValue, expected: JsonValue): boolean {
  // A form's lists are lists of text.
  if (Array.isArray(expected)) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string')
  }
  // An image: none (null), an address (from before image sizes) or an address with its sizes;
  // the form reads it back through readImageChoice.
  if (expected === null || isRecord(expected)) {
    return value === null || typeof value === 'string' || isRecord(value)
  }
  return typeof value === typeof expected && value !== null && !Array.isArray(value)
}

/**
 * A form's values from what a draft stored: each of the form's fields takes the stored value
 * when it is of the field's kind, and otherwise keeps `start` (what the form opens with without
 * the draft). Fields the form no longer has are dropped.
 */
export function restoreFormValues<Values extends JsonObject>(
  start: Values,
  stored: JsonObject,
): Values {
  const restored: JsonObject = { ...start }
  for (const [name, expected] of Object.entries(start)) {
    const value = stored[name]
    if (value !== undefined && sameKind(value, expected)) restored[name] = value
  }
  // Every field of `start` is there, each holding a value of the kind `start` has.
  return restored as Values
}
