/**
 * Checks of what an answer holds, for answers read as JSON: an answer is believed only once
 * its check passes, so a proxy's page, a different API or a truncated body is never taken for
 * data.
 */
export type AnswerCheck<T> = (answer: unknown) => answer is T

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isRecordList(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.every(isRecord)
}

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** An object whose every value is a string (a table name to its stamp, say). */
export function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((item) => typeof item === 'string')
}
