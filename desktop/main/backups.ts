import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BackupOverview } from '../../owner/platform/backups.ts'
import type { BackupControls } from '../../owner/platform/desktop-api.ts'
import { backupPath, listBackups, writeBackup } from './backup-folder.ts'
import {
  type BackupSchedule,
  type BackupScheduleOptions,
  createBackupSchedule,
} from './backup-schedule.ts'
import { readJsonFile, writeJsonFileAtomic } from './json-file.ts'

/** The backups' half of DesktopRequests: what the screens ask, less the subscription. */
export type BackupRequests = Omit<BackupControls, 'onBackupChange'>

interface BackupSettings {
  /** The folder the owner chose, or null for the default. */
  folder: string | null
  personalData: boolean
}

/** The saved settings through a restore step: defaults filled, unknown fields dropped. */
function restoreSettings(saved: unknown): BackupSettings {
  const value =
    typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {}
  return {
    folder: typeof value.folder === 'string' && value.folder !== '' ? value.folder : null,
    personalData: value.personalData === true,
  }
}

export interface BackupDependencies {
  /** The app's data directory: the backup settings are one file in it. */
  directory: string
  /** Where backups go until the owner chooses (a folder in their Documents). */
  defaultFolder: string
  /** An archive of the site, made by the window. */
  makeArchive(personalData: boolean): Promise<Uint8Array>
  /** The folder the owner picks, or null when they cancel. */
  chooseFolder(current: string): Promise<string | null>
  openFolder(folder: string): Promise<void>
  /** Told of every change, for the window's status bar and screen. */
  notify(overview: BackupOverview): void
  timers: Pick<BackupScheduleOptions, 'now' | 'setTimer' | 'clearTimer'>
}

export interface Backups {
  requests: BackupRequests
  schedule: BackupSchedule
}

export const BACKUP_SETTINGS_FILE = 'backups.json'

/**
 * The desktop app's automatic backups: once a day while it runs (and on demand), the window's
 * archive written to the backup folder, the newest 14 kept. A failure is shown and tried again;
 * the writing happens here in main, so editing in the window never waits for it.
 */
export function createBackups(dependencies: BackupDependencies): Backups {
  const settingsPath = join(dependencies.directory, BACKUP_SETTINGS_FILE)
  // Read at each use: a small file, and always what was last saved.
  const settings = () => restoreSettings(readJsonFile(settingsPath))
  const folder = () => settings().folder ?? dependencies.defaultFolder
  const save = (change: Partial<BackupSettings>) => {
    writeJsonFileAtomic(settingsPath, { ...settings(), ...change }, 0o644)
  }

  const overview = async (): Promise<BackupOverview> => {
    const state = schedule.state()
    let backups: BackupOverview['backups'] = []
    let folderProblem: string | null = null
    try {
      backups = await listBackups(folder())
    } catch (error) {
      // The default folder is made by the first backup; a chosen one that vanished is an error.
      if (settings().folder !== null)
        folderProblem = error instanceof Error ? error.message : String(error)
    }
    return {
      folder: folder(),
      backups,
      running: state.running,
      lastError: state.lastError ?? folderProblem,
      nextAt: state.nextAt === null ? null : new Date(state.nextAt).toISOString(),
      personalData: settings().personalData,
    }
  }

  const tell = () => {
    void overview().then((current) => {
      dependencies.notify(current)
    })
  }

  const schedule = createBackupSchedule({
    ...dependencies.timers,
    async lastBackupAt() {
      const [newest] = await listBackups(folder()).catch(() => [])
      return newest ? Date.parse(newest.createdAt) : null
    },
    async backUp() {
      const { folder: chosen, personalData } = settings()
      const bytes = await dependencies.makeArchive(personalData)
      await writeBackup({
        folder: chosen ?? dependencies.defaultFolder,
        bytes,
        now: new Date(dependencies.timers.now()),
        create: chosen === null,
      })
    },
    onChange: tell,
  })

  return {
    schedule,
    requests: {
      backupOverview: overview,
      async backUpNow() {
        await schedule.runNow()
        return overview()
      },
      async chooseBackupFolder() {
        const chosen = await dependencies.chooseFolder(folder())
        if (chosen !== null) {
          save({ folder: chosen })
          tell()
        }
        return overview()
      },
      async setBackupPersonalData(include) {
        save({ personalData: include })
        return overview()
      },
      openBackupFolder: () => dependencies.openFolder(folder()),
      async readBackup(name) {
        const path = backupPath(folder(), name)
        if (path === null) throw new Error(`Refused: ${name} is not a backup of this app.`)
        return new Uint8Array(await readFile(path))
      },
    },
  }
}
