import { usePlatform } from '../../ui/PlatformContext.ts'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { BackupsCard } from './BackupsCard.tsx'
import { ExportCard } from './ExportCard.tsx'
import { ImportCard } from './ImportCard.tsx'
import { RestoreCard } from './RestoreCard.tsx'

/**
 * /export-import: the owner's content out (export) and in (restore, import from elsewhere), and
 * in the desktop app its automatic backups.
 */
export function ExportImportScreen() {
  const platform = usePlatform()
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Export and Import"
        subtitle="Your content is yours: take all of it with you, put it back, or bring it from another blog"
      />
      {platform.backups && <BackupsCard backups={platform.backups} />}
      <ExportCard />
      <RestoreCard />
      <ImportCard />
    </div>
  )
}
