import { readFediverseHandle } from '../../shared/config/fediverse.ts'
import { type Query, QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { type ReactNode, useState } from 'react'
import { HashRouter } from 'react-router-dom'
import {
  type AdminEnvironment,
  AdminEnvironmentProvider,
} from '../../owner/ui/AdminEnvironmentProvider.tsx'
import { OwnerArea } from '../../owner/ui/OwnerArea.tsx'
import { ToasterProvider } from '../../owner/ui/Toaster.tsx'
import { AuthProvider } from '../../owner/auth/AuthProvider.tsx'
import { createBackendClient } from '../../shared/backend/client.ts'
import { readSiteConfig } from '../../shared/config/siteConfig.ts'
import { offlineKeys } from '../../owner/data/offline/keys.ts'
import { SyncProvider } from '../../owner/offline/sync/SyncProvider.tsx'
import { indexedDbDraftStore } from '../../owner/offline/store/indexedDbDraftStore.ts'
import type {
  DesktopApi,
  DesktopSettings,
  SecretStorageKind,
} from '../../owner/platform/desktop-api.ts'
import { DesktopShell } from './DesktopShell.tsx'
import { queryCachePersister } from './queryCachePersister.ts'
import { secretSessionStorage } from './secretSessionStorage.ts'
import { useSystemDarkTheme } from './useSystemDarkTheme.ts'

/** The window's frame, light or dark as the system is. */
function DesktopWindow({ children }: { children: ReactNode }) {
  return (
    <OwnerArea dark={useSystemDarkTheme()} className="desktop-app">
      {children}
    </OwnerArea>
  )
}

/**
 * What the app keeps of its queries across restarts: what the backend answered. Drafts and queued
 * changes are read from their own store afresh; an old copy of them would hide newer ones.
 */
function isServerCopy(query: Query): boolean {
  return query.state.status === 'success' && query.queryKey[0] !== offlineKeys.all[0]
}

/** How long what was fetched stays readable offline. */
const OFFLINE_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export interface DesktopAppProps {
  desktop: DesktopApi
  settings: DesktopSettings
  secretStorage: SecretStorageKind
}

/**
 * The desktop app: the shared owner screens against the backend of the settings, with the
 * session in the main process's secret store, drafts and the last fetched content in IndexedDB
 * (per backend), and saves that wait in the queue while the backend cannot be reached.
 */
export function DesktopApp({ desktop, settings, secretStorage }: DesktopAppProps) {
  const [environment] = useState<AdminEnvironment>(() => {
    const { ownerName, businessName, siteUrl } = readSiteConfig(import.meta.env)
    return {
      backend: createBackendClient(
        { url: settings.backendUrl, anonKey: settings.anonKey },
        { storage: secretSessionStorage(desktop), detectSessionInUrl: false },
      ),
      identity: {
        ownerName,
        adminName: `${ownerName} Admin`,
        site: { businessName, siteUrl },
        fediverseHandle: `@${readFediverseHandle(import.meta.env, ownerName)}@${new URL(siteUrl).host}`,
      },
      platform: {
        drafts: indexedDbDraftStore(`drafts ${settings.backendUrl}`),
        queuesOfflineSaves: true,
        backups: desktop,
        watchesBackend: true,
      },
    }
  })
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 2, gcTime: OFFLINE_COPY_MAX_AGE_MS } },
      }),
  )
  const [persister] = useState(() => queryCachePersister(`query-cache ${settings.backendUrl}`))

  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: OFFLINE_COPY_MAX_AGE_MS,
        dehydrateOptions: { shouldDehydrateQuery: isServerCopy },
      }}
    >
      <HashRouter>
        <AdminEnvironmentProvider environment={environment}>
          <AuthProvider client={environment.backend}>
            <DesktopWindow>
              <ToasterProvider>
                <SyncProvider>
                  <DesktopShell desktop={desktop} secretStorage={secretStorage} />
                </SyncProvider>
              </ToasterProvider>
            </DesktopWindow>
          </AuthProvider>
        </AdminEnvironmentProvider>
      </HashRouter>
    </PersistQueryClientProvider>
  )
}
