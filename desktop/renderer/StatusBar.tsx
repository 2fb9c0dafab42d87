import { Button, Icon } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../owner/ui/PlatformContext.ts'
import { useAuth } from '../../owner/auth/AuthContext.ts'
import { offlineQueries } from '../../owner/data/offline/queries.ts'
import { formatDateTime } from '../../shared/domain/dates.ts'
import { useSync } from '../../owner/offline/queue/SyncContext.ts'
import { useBackupOverview } from '../../owner/admin/archive/useBackupOverview.ts'
import { Link } from 'react-router-dom'
import { useNetworkOnline } from './useNetworkOnline.ts'

/**
 * The backend's state as the owner can act on it: the computer is offline (check the
 * network), or the network is fine and the backend does not answer (a hosted project that is
 * paused or down: see README, "Using a hosted Supabase project"). A local backend answers
 * with no network at all, so it is Online then.
 */
function connectionText(reachable: boolean | null, networkOnline: boolean): string {
  if (reachable === true) return 'Online'
  if (!networkOnline) return 'Offline'
  return reachable === null ? 'Connecting...' : 'Backend paused or unreachable'
}

/** Along the window's foot: the connection, what is not synced yet, the last sync, the account. */
export function StatusBar() {
  const platform = usePlatform()
  const { user, signOut } = useAuth()
  const { reachable, syncing, lastSyncedAt } = useSync()
  const networkOnline = useNetworkOnline()
  const changes = useQuery(offlineQueries.changes(platform.drafts))
  const unsynced = changes.data?.length ?? 0
  const [backups] = useBackupOverview(platform.backups)
  const lastBackup = backups?.backups[0]

  return (
    <footer className="desktop-status" aria-label="Status">
      <span className="desktop-status__item" data-connection={String(reachable)}>
        <Icon icon={reachable === false ? 'offline' : 'globe-network'} size={12} />
        {connectionText(reachable, networkOnline)}
      </span>
      <span className="desktop-status__item" role="status">
        {syncing
          ? 'Syncing...'
          : unsynced === 0
            ? 'All changes synced'
            : `${unsynced} unsynced ${unsynced === 1 ? 'change' : 'changes'}`}
      </span>
      <span className="desktop-status__item">
        {lastSyncedAt
          ? `Last sync ${formatDateTime(lastSyncedAt.toISOString())}`
          : 'Not synced yet'}
      </span>
      {backups?.lastError ? (
        <Link to="/export-import" className="desktop-status__item desktop-status__problem">
          <Icon icon="warning-sign" size={12} />
          Backup failed: it is tried again soon
        </Link>
      ) : (
        <span className="desktop-status__item">
          {backups?.running
            ? 'Backing up...'
            : lastBackup
              ? `Last backup ${formatDateTime(lastBackup.createdAt)}`
              : 'No backup yet'}
        </span>
      )}
      <span className="desktop-status__item desktop-status__account">
        {user ? (
          <>
            {user.email}
            <Button size="small" variant="minimal" text="Sign Out" onClick={() => void signOut()} />
          </>
        ) : (
          'Not signed in'
        )}
      </span>
    </footer>
  )
}
