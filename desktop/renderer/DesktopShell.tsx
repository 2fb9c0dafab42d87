import { Callout } from '@blueprintjs/core'
import { Navigate, Route, Routes } from 'react-router-dom'
import { ADMIN_ROUTE_PATHS } from '../../shared/domain/adminSections.ts'
import { ADMIN_SCREENS } from '../../owner/admin/adminScreens.tsx'
import { SignInScreen } from '../../owner/auth/SignInScreen.tsx'
import { useSync } from '../../owner/offline/queue/SyncContext.ts'
import type { DesktopApi, SecretStorageKind } from '../../owner/platform/desktop-api.ts'
import { SettingsScreen } from './SettingsScreen.tsx'
import { NO_ENCRYPTION_WARNING } from './noEncryptionWarning.ts'
import { SETTINGS_PATH, Sidebar } from './Sidebar.tsx'
import { StatusBar } from './StatusBar.tsx'
import { useBackupArchives } from './useBackupArchives.ts'
import { useDesktopCommands } from './useDesktopCommands.ts'

interface DesktopShellProps {
  desktop: DesktopApi
  secretStorage: SecretStorageKind
}

/** The window: the sidebar, the current screen (sign-in when signed out), the status bar. */
export function DesktopShell({ desktop, secretStorage }: DesktopShellProps) {
  const { reachable } = useSync()
  useDesktopCommands(desktop)
  useBackupArchives(desktop)

  return (
    <>
      <Sidebar />
      <main className="desktop-main">
        {secretStorage === 'memory' && (
          <Callout intent="warning" className="admin-callout">
            {NO_ENCRYPTION_WARNING}
          </Callout>
        )}
        {reachable === false && (
          <Callout intent="warning" icon="offline" className="admin-callout" role="status">
            Offline – showing saved copy. Your changes are kept on this computer and sync when the
            server can be reached.
          </Callout>
        )}
        <Routes>
          <Route index element={<Navigate to="/blog-admin" replace />} />
          <Route path="/auth" element={<SignInScreen />} />
          {ADMIN_ROUTE_PATHS.map((pattern) => {
            const Screen = ADMIN_SCREENS[pattern]
            return Screen && <Route key={pattern} path={pattern} element={<Screen />} />
          })}
          <Route
            path={SETTINGS_PATH}
            element={<SettingsScreen desktop={desktop} secretStorage={secretStorage} />}
          />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
      <StatusBar />
    </>
  )
}
