import type { ReactNode } from 'react'
import type { BackendClient } from '../../shared/backend/client.ts'
import type { Platform } from '../platform/Platform.ts'
import { BackendContext } from './BackendContext.ts'
import { PlatformContext } from './PlatformContext.ts'
import { type SiteIdentity, SiteIdentityContext } from './SiteIdentityContext.ts'

/**
 * What the owner's screens need from the app that mounts them (the site's owner routes or the
 * desktop app). Each part has its own context, so a screen depends only on the part it uses:
 * `useBackend()`, `usePlatform()` or `useSiteIdentity()`.
 */
export interface AdminEnvironment {
  backend: BackendClient
  platform: Platform
  identity: SiteIdentity
}

export function AdminEnvironmentProvider({
  environment,
  children,
}: {
  environment: AdminEnvironment
  children: ReactNode
}) {
  return (
    <BackendContext value={environment.backend}>
      <PlatformContext value={environment.platform}>
        <SiteIdentityContext value={environment.identity}>{children}</SiteIdentityContext>
      </PlatformContext>
    </BackendContext>
  )
}
