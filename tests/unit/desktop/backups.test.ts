import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  BackupFolderError,
  KEEP_BACKUPS,
  backupFileName,
  listBackups,
  writeBackup,
} from '../../../desktop/main/backup-folder.ts'
import {
  BACKUP_INTERVAL_MS,
  BACKUP_RETRY_MS,
  type ScheduleState,
  createBackupSchedule,
} from '../../../desktop/main/backup-schedule.ts'
import { BACKUP_SETTINGS_FILE, createBackups } from '../../../desktop/main/backups.ts'
import { createArchiveRequests } from '../../../desktop/main/archive-requests.ts'
import type { BackupOverview } from '../../../owner/platform/backups.ts'

const HOUR = 60 * 60 * 1000
const start = Date.parse('2026-11-24T09:30:00Z')

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'backups-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('the backup folder', () => {
  it('keeps the newest 14 backups and touches nothing else in the folder', async () => {
    writeFileSync(join(root, 'notes.txt'), 'mine')
    writeFileSync(join(root, 'site-backup-old-style.zip'), 'not a backup of this app')
    for (let day = 0; day < 20; day++) {
      await writeBackup({
        folder: root,
        bytes: new TextEncoder().encode(`day ${day}`),
        now: new Date(start + day * 24 * HOUR),
        create: false,
      })
    }
    const backups = await listBackups(root)
    expect(backups).toHaveLength(KEEP_BACKUPS)
    expect(backups[0]).toEqual({
      name: 'site-backup-2026-12-13T09-30-00Z.zip',
      createdAt: '2026-12-13T09:30:00.000Z',
      bytes: 'day 19'.length,
    })
    expect(backups.at(-1)?.name).toBe(backupFileName(new Date(start + 6 * 24 * HOUR)))
    expect(readFileSync(join(root, backups[0]?.name ?? ''), 'utf8')).toBe('day 19')
    expect(readdirSync(root).sort()).toEqual(
      ['notes.txt', 'site-backup-old-style.zip', ...backups.map((backup) => backup.name)].sort(),
    )
  })

  it('says clearly that a chosen folder has vanished, and writes nothing anywhere', async () => {
    const gone = join(root, 'usb-drive', 'Backups')
    const writing = writeBackup({
      folder: gone,
      bytes: new Uint8Array([1]),
      now: new Date(),
      create: false,
    })
    await expect(writing).rejects.toBeInstanceOf(BackupFolderError)
    await expect(writing).rejects.toThrow(/The backup folder .*Backups is not there/)
    await expect(listBackups(gone)).rejects.toThrow(/is not there/)
    expect(readdirSync(root)).toEqual([])
  })

  it('makes the default folder when it is missing', async () => {
    const folder = join(root, 'Documents', 'Site backups')
    const written = await writeBackup({
      folder,
      bytes: new Uint8Array([1, 2, 3]),
      now: new Date(start),
      create: true,
    })
    expect(await listBackups(folder)).toEqual([written])
  })
})

/** Timers run by hand: `advance` moves the clock and runs what falls due. */
function fakeTimers() {
  let now = start
  let timers: { at: number; run: () => void; id: number }[] = []
  let nextId = 0
  return {
    now: () => now,
    setTimer(run: () => void, delay: number) {
      const id = nextId++
      timers.push({ at: now + delay, run, id })
      return id
    },
    clearTimer(id: unknown) {
      timers = timers.filter((timer) => timer.id !== id)
    },
    pending: () => timers.map((timer) => timer.at),
    async advance(ms: number) {
      const target = now + ms
      for (;;) {
        const [next] = [...timers].sort((a, b) => a.at - b.at)
        if (!next || next.at > target) break
        timers = timers.filter((timer) => timer !== next)
        now = Math.max(now, next.at)
        next.run()
        // Let the backup's promises settle.
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
      now = target
    },
  }
}

describe('the backup schedule', () => {
  function scheduleWith(last: number | null, failures = 0) {
    const timers = fakeTimers()
    const made: number[] = []
    const states: ScheduleState[] = []
    let failing = failures
    const schedule = createBackupSchedule({
      ...timers,
      lastBackupAt: () => Promise.resolve(last),
      backUp: () => {
        if (failing > 0) {
          failing--
          return Promise.reject(new Error('The backup folder is not there'))
        }
        made.push(timers.now())
        return Promise.resolve()
      },
      onChange: (state) => states.push(state),
    })
    return { schedule, timers, made, states }
  }

  it('backs up once a day while the app runs, counting from the newest backup', async () => {
    const { schedule, timers, made } = scheduleWith(start - 20 * HOUR)
    await schedule.start()
    expect(timers.pending()).toEqual([start + 4 * HOUR])
    await timers.advance(3 * HOUR)
    expect(made).toEqual([])
    await timers.advance(HOUR)
    expect(made).toEqual([start + 4 * HOUR])
    await timers.advance(BACKUP_INTERVAL_MS * 2)
    expect(made).toEqual([start + 4 * HOUR, start + 28 * HOUR, start + 52 * HOUR])
    expect(schedule.state()).toEqual({ running: false, lastError: null, nextAt: start + 76 * HOUR })
  })

  it('backs up at once when there is no backup, or the newest is more than a day old', async () => {
    const { schedule, timers, made } = scheduleWith(null)
    await schedule.start()
    await timers.advance(0)
    expect(made).toEqual([start])
  })

  it('shows a failure and tries again until it works', async () => {
    const { schedule, timers, made, states } = scheduleWith(null, 2)
    await schedule.start()
    await timers.advance(0)
    expect(schedule.state()).toEqual({
      running: false,
      lastError: 'The backup folder is not there',
      nextAt: start + BACKUP_RETRY_MS,
    })
    await timers.advance(BACKUP_RETRY_MS)
    expect(made).toEqual([])
    await timers.advance(BACKUP_RETRY_MS)
    expect(made).toEqual([start + 2 * BACKUP_RETRY_MS])
    expect(schedule.state().lastError).toBeNull()
    expect(states.some((state) => state.running)).toBe(true)
  })

  it('backs up on demand, once however often it is asked, and plans the next a day later', async () => {
    const { schedule, timers, made } = scheduleWith(start - HOUR)
    await schedule.start()
    await Promise.all([schedule.runNow(), schedule.runNow()])
    expect(made).toEqual([start])
    expect(timers.pending()).toEqual([start + BACKUP_INTERVAL_MS])
    schedule.stop()
    expect(timers.pending()).toEqual([])
  })
})

describe('the backups of the app', () => {
  function backupsIn(
    directory: string,
    makeArchive: (personalData: boolean) => Promise<Uint8Array> = () =>
      Promise.resolve(new Uint8Array([7])),
  ) {
    const told: BackupOverview[] = []
    const chosen: (string | null)[] = []
    const backups = createBackups({
      directory,
      defaultFolder: join(directory, 'Documents', 'Site backups'),
      makeArchive,
      chooseFolder: () => Promise.resolve(chosen.shift() ?? null),
      openFolder: () => Promise.resolve(),
      notify: (overview) => told.push(overview),
      timers: { now: () => start, setTimer: () => null, clearTimer: () => undefined },
    })
    return { backups, told, chosen }
  }

  it('writes the window’s archive to the default folder on demand, and reads it back to restore', async () => {
    const asked: boolean[] = []
    const { backups } = backupsIn(root, (personalData) => {
      asked.push(personalData)
      return Promise.resolve(new TextEncoder().encode('the archive'))
    })
    const overview = await backups.requests.backUpNow()
    expect(overview).toMatchObject({
      folder: join(root, 'Documents', 'Site backups'),
      backups: [{ name: 'site-backup-2026-11-24T09-30-00Z.zip', bytes: 11 }],
      lastError: null,
      personalData: false,
    })
    expect(asked).toEqual([false])
    const bytes = await backups.requests.readBackup('site-backup-2026-11-24T09-30-00Z.zip')
    expect(new TextDecoder().decode(bytes)).toBe('the archive')
    await expect(backups.requests.readBackup('notes.txt')).rejects.toThrow(/not a backup/)
  })

  it('keeps the chosen folder and the personal-data choice across starts', async () => {
    const chosenFolder = join(root, 'chosen')
    const first = backupsIn(root)
    first.chosen.push(chosenFolder)
    await first.backups.requests.setBackupPersonalData(true)
    expect(readFileSync(join(root, BACKUP_SETTINGS_FILE), 'utf8')).toContain('true')
    const afterChoosing = await first.backups.requests.chooseBackupFolder()
    // The chosen folder does not exist: shown at once, never made behind the owner's back.
    expect(afterChoosing.lastError).toMatch(/chosen is not there/)

    const again = backupsIn(root)
    expect(await again.backups.requests.backupOverview()).toMatchObject({
      folder: chosenFolder,
      personalData: true,
    })
    const failed = await again.backups.requests.backUpNow()
    expect(failed.lastError).toMatch(/chosen is not there/)
    expect(readdirSync(root).sort()).toEqual([BACKUP_SETTINGS_FILE])
  })

  it('reads damaged settings as the defaults', async () => {
    writeFileSync(join(root, BACKUP_SETTINGS_FILE), '{"folder": 42, "personalData": "yes", "x": 1}')
    const { backups } = backupsIn(root)
    expect(await backups.requests.backupOverview()).toMatchObject({
      folder: join(root, 'Documents', 'Site backups'),
      personalData: false,
      lastError: null,
    })
  })
})

describe('archives asked of the window', () => {
  it('resolves with the bytes the window delivers, and rejects with its reason', async () => {
    const sent: [string, boolean][] = []
    const archives = createArchiveRequests((id, personalData) => {
      sent.push([id, personalData])
      return true
    })
    const first = archives.request(true)
    const second = archives.request(false)
    archives.deliver(sent[0]?.[0], { bytes: new Uint8Array([1, 2]) })
    archives.deliver(sent[1]?.[0], { error: 'Only the site owner can export.' })
    await expect(first).resolves.toEqual(new Uint8Array([1, 2]))
    await expect(second).rejects.toThrow('Only the site owner can export.')
    expect(sent.map(([, personalData]) => personalData)).toEqual([true, false])
  })

  it('fails at once without a window, and in time when the window never answers', async () => {
    await expect(createArchiveRequests(() => false).request(false)).rejects.toThrow(/no window/)
    await expect(createArchiveRequests(() => true, 10).request(false)).rejects.toThrow(/in time/)
  })
})
