import { Classes } from '@blueprintjs/core'
import { useMemo } from 'react'
import { Outlet } from 'react-router-dom'
import { AdminEnvironmentContext } from '../../shared/admin/AdminEnvironment.tsx'
import { ToasterProvider } from '../../shared/admin/Toaster.tsx'
import '../../shared/admin/admin.css'
import { AuthProvider } from '../../shared/auth/AuthProvider.tsx'
import { useSite } from '../SiteContext.tsx'
import { ownerBackend } from './ownerBackend.ts'
import { useDarkTheme } from './useDarkTheme.ts'

/** Everything the owner's screens need, loaded only when one of them opens. */
export function OwnerLayout() {
  const { site, backendConfig } = useSite()
  const dark = useDarkTheme()
  const environment = useMemo(
    () => ({
      client: ownerBackend(backendConfig),
      ownerName: site.ownerName,
      adminName: `${site.ownerName} Admin`,
    }),
    [backendConfig, site.ownerName],
  )
  return (
    <AdminEnvironmentContext value={environment}>
      <AuthProvider client={environment.client}>
        <ToasterProvider>
          <div className={dark ? `owner-area ${Classes.DARK}` : 'owner-area'}>
            <Outlet />
          </div>
        </ToasterProvider>
      </AuthProvider>
    </AdminEnvironmentContext>
  )
}
