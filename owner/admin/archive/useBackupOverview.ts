import { useEffect, useState } from 'react'
import type { BackupOverview } from '../../platform/backups.ts'
import type { BackupControls } from '../../platform/desktop-api.ts'

/** The backups' state, as main last told it (null until it has). */
export function useBackupOverview(backups: BackupControls | null) {
  const [overview, setOverview] = useState<BackupOverview | null>(null)
  useEffect(() => {
    if (!backups) return undefined
    let current = true
    void backups.backupOverview().then((first) => {
      if (current) setOverview(first)
    })
    const stop = backups.onBackupChange(setOverview)
    return () => {
      current = false
      stop()
    }
  }, [backups])
  return [overview, setOverview] as const
}
