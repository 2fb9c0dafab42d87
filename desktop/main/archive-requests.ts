import { randomUUID } from 'node:crypto'

/** How long the window may take to make an archive: minutes, for hundreds of photos. */
const ARCHIVE_TIMEOUT_MS = 30 * 60 * 1000

export interface ArchiveRequests {
  /** Asks the window for an archive; rejects with the window's reason when it cannot make one. */
  request(personalData: boolean): Promise<Uint8Array>
  /** The window's answer to a request: `{ bytes }` or `{ error }`, checked here. */
  deliver(id: unknown, answer: unknown): void
}

/**
 * Archives made by the window for backups: the window holds the owner's session, so main asks it
 * (`send` returns false when there is no window) and waits for its answer to that request.
 */
export function createArchiveRequests(
  send: (id: string, personalData: boolean) => boolean,
  timeoutMs = ARCHIVE_TIMEOUT_MS,
): ArchiveRequests {
  const waiting = new Map<string, (answer: { bytes: Uint8Array } | { error: string }) => void>()
  return {
    request(personalData) {
      const id = randomUUID()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id)
          reject(new Error('The window did not make the archive in time.'))
        }, timeoutMs)
        waiting.set(id, (answer) => {
          clearTimeout(timer)
          waiting.delete(id)
          if ('bytes' in answer) resolve(answer.bytes)
          else reject(new Error(answer.error))
        })
        if (!send(id, personalData)) {
          waiting.get(id)?.({ error: 'The app has no window open to make the backup.' })
        }
      })
    },
    deliver(id, answer) {
      const settle = typeof id === 'string' ? waiting.get(id) : undefined
      if (!settle || typeof answer !== 'object' || answer === null) return
      if ('bytes' in answer && answer.bytes instanceof Uint8Array) settle({ bytes: answer.bytes })
      else if ('error' in answer && typeof answer.error === 'string') {
        settle({ error: answer.error.slice(0, 2000) })
      } else settle({ error: 'The window gave no archive.' })
    },
  }
}
