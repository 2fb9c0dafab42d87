import { createContext, use } from 'react'
import type { SiteContextValue } from './siteContextValue.ts'

export type { SiteContextValue }

export const SiteContext = createContext<SiteContextValue | null>(null)

/** The site's configuration and its visitor connection to the backend. */
export function useSite(): SiteContextValue {
  const value = use(SiteContext)
  if (!value) throw new Error('useSite must be used within a SiteContext provider')
  return value
}
