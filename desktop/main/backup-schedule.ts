/** A day: backups are made once a day while the app runs. */
export const BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000
/** After a failed backup, the next try comes this much later. */
export const BACKUP_RETRY_MS = 15 * 60 * 1000

export interface ScheduleState {
  running: boolean
  lastError: string | null
  /** When the next backup is due (ms since the epoch), or null while one runs. */
  nextAt: number | null
}

export interface BackupScheduleOptions {
  now(): number
  setTimer(run: () => void, delayMs: number): unknown
  clearTimer(timer: unknown): void
  /** When the newest backup was made (ms since the epoch), or null when there is none. */
  lastBackupAt(): Promise<number | null>
  /** Makes one backup; rejects with the reason it failed. */
  backUp(): Promise<void>
  /** Told each time the state changes (a backup starts, ends, fails). */
  onChange(state: ScheduleState): void
}

export interface BackupSchedule {
  /** Looks at the newest backup and plans the next one: at once when a day has passed. */
  start(): Promise<void>
  /** Makes a backup now (the menu's Back Up Now); resolves when it has finished or failed. */
  runNow(): Promise<void>
  stop(): void
  state(): ScheduleState
}

/**
 * Once a day while the app runs: a backup when the newest is a day old, and again a day later;
 * a failed one is tried again after BACKUP_RETRY_MS. One backup at a time; the clock and the
 * timers are given, so tests move time themselves.
 */
export function createBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  let state: ScheduleState = { running: false, lastError: null, nextAt: null }
  let timer: unknown = null
  let running: Promise<void> | null = null
  let stopped = false

  const change = (next: Partial<ScheduleState>) => {
    state = { ...state, ...next }
    options.onChange(state)
  }

  const planAt = (at: number) => {
    if (timer !== null) options.clearTimer(timer)
    timer = null
    if (stopped) return
    timer = options.setTimer(
      () => {
        timer = null
        void run()
      },
      Math.max(0, at - options.now()),
    )
    change({ nextAt: at })
  }

  const backUp = async () => {
    if (timer !== null) options.clearTimer(timer)
    timer = null
    change({ running: true, nextAt: null })
    try {
      await options.backUp()
      change({ running: false, lastError: null })
      planAt(options.now() + BACKUP_INTERVAL_MS)
    } catch (error) {
      change({ running: false, lastError: error instanceof Error ? error.message : String(error) })
      planAt(options.now() + BACKUP_RETRY_MS)
    }
  }

  const run = (): Promise<void> => {
    running ??= backUp().finally(() => {
      running = null
    })
    return running
  }

  return {
    async start() {
      stopped = false
      let last: number | null = null
      try {
        last = await options.lastBackupAt()
      } catch (error) {
        change({ lastError: error instanceof Error ? error.message : String(error) })
      }
      planAt(last === null ? options.now() : last + BACKUP_INTERVAL_MS)
    },
    runNow: run,
    stop() {
      stopped = true
      if (timer !== null) options.clearTimer(timer)
      timer = null
    },
    state: () => state,
  }
}
