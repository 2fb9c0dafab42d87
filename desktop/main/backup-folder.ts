import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BackupFile } from '../../owner/platform/backups.ts'

/** How many backups a folder keeps: the newest; older ones are removed after each backup. */
export const KEEP_BACKUPS = 14

/** `site-backup-2026-11-24T09-30-00Z.zip`: sorts by time, and is a valid name on every system. */
const BACKUP_NAME = /^site-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.zip$/

export function backupFileName(date: Date): string {
  const time = date.toISOString().slice(0, 19).replaceAll(':', '-')
  return `site-backup-${time}Z.zip`
}

/** When a backup of this name was made, or null when the name is not a backup's. */
function backupTime(name: string): string | null {
  const match = BACKUP_NAME.exec(name)
  if (!match) return null
  const [, day, hours, minutes, seconds] = match
  return `${day}T${hours}:${minutes}:${seconds}.000Z`
}

/** A backup folder that cannot be used: the message says what to do. */
export class BackupFolderError extends Error {
  override name = 'BackupFolderError'
}

async function checkFolder(folder: string): Promise<void> {
  let facts
  try {
    facts = await stat(folder)
  } catch {
    throw new BackupFolderError(
      `The backup folder ${folder} is not there (moved, deleted, or on a drive that is not connected). Choose another in Export and Import.`,
    )
  }
  if (!facts.isDirectory()) {
    throw new BackupFolderError(`The backup folder ${folder} is a file, not a folder.`)
  }
}

/** The folder's backups, newest first; other files in the folder are not looked at. */
export async function listBackups(folder: string): Promise<BackupFile[]> {
  await checkFolder(folder)
  const found: BackupFile[] = []
  for (const name of await readdir(folder)) {
    const createdAt = backupTime(name)
    if (createdAt === null) continue
    const facts = await stat(join(folder, name))
    if (facts.isFile()) found.push({ name, createdAt, bytes: facts.size })
  }
  return found.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0))
}

export interface WriteBackupOptions {
  folder: string
  bytes: Uint8Array
  now: Date
  /** Make the folder when it is missing (the default folder); a chosen one must exist. */
  create: boolean
}

/**
 * Writes a backup beside the others, whole or not at all (a temporary name, then a rename), and
 * removes all but the newest KEEP_BACKUPS. Nothing but this folder's backups is touched.
 */
export async function writeBackup({
  folder,
  bytes,
  now,
  create,
}: WriteBackupOptions): Promise<BackupFile> {
  if (create) await mkdir(folder, { recursive: true })
  await checkFolder(folder)
  const name = backupFileName(now)
  const temporary = join(folder, `.${name}.${randomBytes(6).toString('hex')}.partial`)
  try {
    await writeFile(temporary, bytes)
    await rename(temporary, join(folder, name))
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
  const backups = await listBackups(folder)
  for (const old of backups.slice(KEEP_BACKUPS)) await rm(join(folder, old.name), { force: true })
  return { name, createdAt: backupTime(name) ?? now.toISOString(), bytes: bytes.length }
}

/** The path of one of the folder's backups, or null when the name is not a backup's. */
export function backupPath(folder: string, name: string): string | null {
  return backupTime(name) === null ? null : join(folder, name)
}
