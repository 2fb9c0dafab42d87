import { createContext, use } from 'react'
import type { Platform } from '../platform/Platform.ts'

/** Where the owner's screens run: the desktop app or the site's owner routes. */
export const PlatformContext = createContext<Platform | null>(null)

export function usePlatform(): Platform {
  const platform = use(PlatformContext)
  if (!platform) throw new Error('usePlatform must be used within an AdminEnvironmentProvider')
  return platform
}
