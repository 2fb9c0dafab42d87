import type { BackendClient } from '../../../shared/backend/client.ts'
import { toBackendError } from '../../../shared/backend/errors.ts'
import { newsletterOutcome, sendNewsletter } from '../../../shared/backend/newsletter.ts'
import { type DraftStore, type QueuedChange, isLocalId } from '../store/draftStore.ts'
import { type WrittenRow, applyChange } from './applyChange.ts'
import { uploadKeptImages } from './queuedImages.ts'

/** A queued change that reached the server, and what became of its newsletter. */
export interface WrittenChange {
  changeId: string
  row: WrittenRow
  newsletter: 'sent' | 'failed' | null
}

/** Later changes of the same item now follow the version this change wrote. */
async function rebaseFollowing(store: DraftStore, applied: QueuedChange, row: WrittenRow) {
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

async function announce(
  store: DraftStore,
  client: BackendClient,
  change: QueuedChange,
  row: WrittenRow,
): Promise<'sent' | 'failed'> {
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

/** Keeps a change the server's copy refused as a conflict, with the reason. */
async function holdConflict(
  store: DraftStore,
  change: QueuedChange,
  serverRow: QueuedChange['serverRow'],
  problem: string | undefined,
): Promise<QueuedChange> {
  const conflict: QueuedChange = {
    ...change,
    state: 'conflict',
    serverRow,
    problem:
      problem ??
      (serverRow
        ? 'Changed on the server after you started editing'
        : 'Deleted on the server after you started editing'),
  }
  await store.putChange(conflict)
  return conflict
}

/** Writes one queued change: written, held as a conflict, or null when it is gone. */
export async function writeQueuedChange(
  store: DraftStore,
  client: BackendClient,
  id: string,
): Promise<WrittenChange | QueuedChange | null> {
  const found = (await store.listChanges()).find((change) => change.id === id)
  if (!found) return null
  const synced = isLocalId(found.recordId) ? await store.syncedVersionOf(found.recordId) : undefined
  const change = await uploadKeptImages(store, client, found)
  const result = await applyChange(client, change, synced?.id ?? change.recordId)
  if (result.outcome === 'conflict') {
    return holdConflict(store, change, result.serverRow, result.problem)
  }
  await store.deleteChange(change.id)
  if (isLocalId(change.recordId)) {
    await store.rememberSyncedVersion(change.recordId, {
      id: result.row.id,
      updatedAt: result.row.updated_at,
    })
  }
  await rebaseFollowing(store, change, result.row)
  const newsletter = change.announce ? await announce(store, client, change, result.row) : null
  return { changeId: change.id, row: result.row, newsletter }
}
