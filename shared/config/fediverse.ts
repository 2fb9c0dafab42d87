import type { Environment } from './siteConfig.ts'

/**
 * The owner's handle on the social web, `@handle@site-host`: `VITE_FEDIVERSE_HANDLE`, else the
 * owner's first name in lower case with its accents dropped ('Zoë Morgan' is `zoe`). Kept apart
 * from readSiteConfig so the public pages' scripts do not carry it.
 */
export function readFediverseHandle(env: Environment, ownerName: string): string {
  const configured = env.VITE_FEDIVERSE_HANDLE
  if (typeof configured === 'string' && configured.trim() !== '') {
    const handle = configured.trim().replace(/^@/, '')
    if (!HANDLE.test(handle)) {
      throw new Error(
        `VITE_FEDIVERSE_HANDLE is '${configured}': a handle is letters, digits and underscores (as Mastodon's usernames are), such as alex or alex_morgan.`,
      )
    }
    return handle
  }
  const firstName = ownerName.trim().split(/\s+/)[0] ?? ''
  const handle = firstName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')
  return handle === '' ? 'blog' : handle
}

/** What Mastodon accepts as a username (and so in an `acct:` address it resolves). */
const HANDLE = /^[A-Za-z0-9_]+$/
