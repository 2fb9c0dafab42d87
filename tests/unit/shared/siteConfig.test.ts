import { describe, expect, it } from 'vitest'
import {
  LOCAL_BACKEND,
  readBackendConfig,
  readSiteConfig,
} from '../../../shared/config/siteConfig.ts'

describe('site configuration', () => {
  it('has working placeholder defaults', () => {
    const site = readSiteConfig({})
    expect(site.ownerName).not.toBe('')
    expect(site.bookingUrl).toMatch(/^https:\/\//)
    expect(readBackendConfig({})).toEqual(LOCAL_BACKEND)
  })

  it('takes values from the environment, trimmed, ignoring blanks', () => {
    const env = {
      VITE_OWNER_NAME: '  Sam Taylor ',
      VITE_BUSINESS_NAME: '',
      VITE_SUPABASE_URL: 'https://x.supabase.co',
    }
    expect(readSiteConfig(env).ownerName).toBe('Sam Taylor')
    expect(readSiteConfig(env).businessName).toBe(readSiteConfig({}).businessName)
    expect(readBackendConfig(env)).toEqual({
      url: 'https://x.supabase.co',
      anonKey: LOCAL_BACKEND.anonKey,
    })
  })
})
