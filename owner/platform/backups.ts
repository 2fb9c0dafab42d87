/** One backup archive in the backup folder. */
export interface BackupFile {
  /** Its file name, such as `site-backup-2026-11-24T09-30-00Z.zip`. */
  name: string
  /** When it was made (ISO 8601). */
  createdAt: string
  bytes: number
}

/** The desktop app's automatic backups, as the owner's screens show them. */
export interface BackupOverview {
  folder: string
  /** Newest first. */
  backups: BackupFile[]
  /** Whether a backup is being made now. */
  running: boolean
  /** Why the last backup failed (it is tried again), or null when it did not. */
  lastError: string | null
  /** When the next backup is due (ISO 8601), or null while one runs. */
  nextAt: string | null
  /** Whether backups hold enquiries and newsletter subscribers. */
  personalData: boolean
}
