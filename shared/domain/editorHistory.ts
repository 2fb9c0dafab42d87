/** Snapshots the editor keeps for undo and redo (spec section 9). */
export const EDITOR_HISTORY_LIMIT = 50

/**
 * The editor's content history: a list of snapshots and a position in it. Recording a new
 * snapshot after an undo drops what could have been redone; the oldest snapshots go beyond 50.
 * Immutable: every change returns a new history.
 */
export interface EditorHistory {
  readonly snapshots: readonly string[]
  readonly index: number
}

export function startHistory(content: string): EditorHistory {
  return { snapshots: [content], index: 0 }
}

export function recordSnapshot(
  history: EditorHistory,
  content: string,
  limit = EDITOR_HISTORY_LIMIT,
): EditorHistory {
  if (history.snapshots[history.index] === content) return history
  const kept = [...history.snapshots.slice(0, history.index + 1), content]
  const snapshots = kept.slice(Math.max(0, kept.length - limit))
  return { snapshots, index: snapshots.length - 1 }
}

/**
 * The same history with its current snapshot written another way, as no new step: the editor's
 * own writing of content it was given (a stored body, a restored revision) is that content.
 */
export function rewriteCurrent(history: EditorHistory, content: string): EditorHistory {
  const snapshots = history.snapshots.with(history.index, content)
  return { ...history, snapshots }
}

export function canUndo(history: EditorHistory): boolean {
  return history.index > 0
}

export function canRedo(history: EditorHistory): boolean {
  return history.index < history.snapshots.length - 1
}

export function undo(history: EditorHistory): EditorHistory {
  return canUndo(history) ? { ...history, index: history.index - 1 } : history
}

export function redo(history: EditorHistory): EditorHistory {
  return canRedo(history) ? { ...history, index: history.index + 1 } : history
}

export function currentSnapshot(history: EditorHistory): string {
  return history.snapshots[history.index] ?? ''
}
