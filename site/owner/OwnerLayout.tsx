import { readFediverseHandle } from '../../shared/config/fediverse.ts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo } from 'react'
import { Outlet } from 'react-router-dom'
import {
  type AdminEnvironment,
  AdminEnvironmentProvider,
} from '../../owner/ui/AdminEnvironmentProvider.tsx'
import { OwnerArea } from '../../owner/ui/OwnerArea.tsx'
import { type ToastMessage, ToasterProvider } from '../../owner/ui/Toaster.tsx'
import '../../owner/admin/admin.css'
import { AuthProvider } from '../../owner/auth/AuthProvider.tsx'
import { SyncProvider } from '../../owner/offline/sync/SyncProvider.tsx'
import { indexedDbDraftStore } from '../../owner/offline/store/indexedDbDraftStore.ts'
import { useSite } from '../SiteContext.tsx'
import { useToast } from '../components/Toasts.tsx'
import { usePageQueryCache } from '../data/usePageQuery.ts'
import { ownerBackend } from './ownerBackend.ts'
import { useDarkTheme } from './useDarkTheme.ts'

/** The owner's screens' data, kept while the owner moves between them and the public pages. */
const ownerQueries = new QueryClient({ defaultOptions: { queries: { retry: 2 } } })

/**
 * Everything the owner's screens need, loaded only when one of them opens. In the browser,
 * drafts are kept (nothing typed is lost), but saves go straight to the backend: one it cannot
 * take fails with a message instead of waiting in a queue.
 */
export function OwnerLayout() {
  const { site, backendConfig } = useSite()
  const dark = useDarkTheme()
  const pageQueries = usePageQueryCache()
  const siteToast = useToast()
  // A result the owner has not read yet goes on with them to the public page they open next.
  const handOver = useCallback(
    ({ title, description, intent }: ToastMessage) => {
      siteToast({ title, description, variant: intent === 'danger' ? 'error' : 'success' })
    },
    [siteToast],
  )
  // The owner may have changed what the public pages show: they read it afresh after.
  useEffect(
    () => () => {
      pageQueries.markAllStale()
    },
    [pageQueries],
  )
  const environment = useMemo<AdminEnvironment>(
    () => ({
      backend: ownerBackend(backendConfig),
      identity: {
        ownerName: site.ownerName,
        adminName: `${site.ownerName} Admin`,
        // The owner's screens are pages of the site itself, wherever it is served.
        site: { businessName: site.businessName, siteUrl: window.location.origin },
        fediverseHandle: `@${readFediverseHandle(import.meta.env, site.ownerName)}@${window.location.host}`,
      },
      platform: {
        drafts: indexedDbDraftStore(`drafts ${backendConfig.url}`),
        queuesOfflineSaves: false,
        backups: null,
        watchesBackend: false,
      },
    }),
    [backendConfig, site],
  )
  return (
    <QueryClientProvider client={ownerQueries}>
      <AdminEnvironmentProvider environment={environment}>
        <AuthProvider client={environment.backend}>
          <OwnerArea dark={dark}>
            <ToasterProvider onLeave={handOver}>
              <SyncProvider>
                <Outlet />
              </SyncProvider>
            </ToasterProvider>
          </OwnerArea>
        </AuthProvider>
      </AdminEnvironmentProvider>
    </QueryClientProvider>
  )
}
