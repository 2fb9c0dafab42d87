import { useEffect } from 'react'
import { exportArchiveFile } from '../../owner/archive/exportArchive.ts'
import { createArchiveBackend } from '../../shared/backend/archiveBackend.ts'
import type { DesktopApi } from '../../owner/platform/desktop-api.ts'
import { useBackend } from '../../owner/ui/BackendContext.ts'

/**
 * Makes the archives of the automatic backups when main asks: the window holds the owner's
 * session. Packing pauses between slices, so editing goes on while it runs.
 */
export function useBackupArchives(desktop: DesktopApi): void {
  const client = useBackend()
  useEffect(
    () =>
      desktop.onBackupRequest((personalData) =>
        exportArchiveFile(createArchiveBackend(client), { siteUrl: '', personalData }),
      ),
    [desktop, client],
  )
}
