import { describe, expect, it } from 'vitest'
import { LOCAL_BACKEND } from '../../../shared/config/siteConfig.ts'
import { localApiKeys } from '../../../supabase/local/keys.ts'

describe('local API keys', () => {
  it('are the Supabase CLI well-known demo keys', () => {
    const keys = localApiKeys()
    expect(keys.anonKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    )
    expect(keys.serviceRoleKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
    )
  })

  it('match the default the site and the desktop app use', () => {
    expect(LOCAL_BACKEND.anonKey).toBe(localApiKeys().anonKey)
  })
})
