import { readSiteConfig } from '../../shared/config/siteConfig.ts'
import { senderAddress } from '../functions/_shared/environment.ts'
import type { FunctionSettings, OwnerCredentials } from './backend.ts'

export interface CliOptions {
  port: number
  /** Null keeps everything in memory. */
  dataDir: string | null
  /** A PostgreSQL server to use instead of PGlite. */
  databaseUrl: string | null
  seed: boolean
  demoOwner: OwnerCredentials | null
  functions: FunctionSettings
  /** Overrides the stored enquiry limit per sender address and hour. */
  contactMessagesPerHour: number | null
  /** Overrides the stored build hook called when a published post changes. */
  siteRebuildHookUrl: string | null
  help: boolean
}

export const DEFAULT_DATA_DIR = '.local'

/** The demo owner's sign-in when LOCAL_OWNER_EMAIL / LOCAL_OWNER_PASSWORD are not set. */
export const DEFAULT_OWNER: OwnerCredentials = {
  email: 'owner@example.com',
  password: 'local-owner-password',
}

export const USAGE = `Usage: npm run backend -- [options]

Starts the local stand-in for hosted Supabase (REST, Auth) on one machine, with no account
and no network. For development and tests only; production is hosted Supabase.

Options:
  --port N            listen on 127.0.0.1:N (default 54321; 0 picks a free port)
  --data-dir DIR      keep the database, uploaded files and mail under DIR (default .local)
  --memory            keep everything in memory; nothing survives a restart
  --database-url URL  use this PostgreSQL server instead of PGlite (files and mail stay in
                      the data directory, or in memory with --memory)
  --no-seed           do not load supabase/seed.sql into a fresh database
  --no-owner          do not create the demo owner account on a fresh database
  --help              show this help

Environment:
  LOCAL_OWNER_EMAIL, LOCAL_OWNER_PASSWORD   the demo owner's sign-in
  OWNER_EMAIL          where the contact function sends enquiries (default: the demo owner)
  EMAIL_FROM           the sender of every email the functions send (default: the site's
                       VITE_CONTACT_EMAIL under its VITE_BUSINESS_NAME)
  BUSINESS_NAME        the sender's name when EMAIL_FROM is an address alone
  SITE_URL             the public site, for links in emails (default: auth.site_url)
  LOCAL_CONTACT_MESSAGES_PER_HOUR   enquiries allowed per sender address and hour (default 5)
  LOCAL_SITE_REBUILD_HOOK_URL       a static host's build hook, called when a published post changes
  FEDIVERSE_PRIVATE_KEY             the social-web account's key (default: .local/fediverse/private-key.pem)
  LOCAL_FEDIVERSE_PRIVATE_ADDRESSES=allow   the inbox may call this machine and private networks
  LOCAL_OUTSIDE_SITES  a stand-in for the sites link previews read: https://host/path is asked of
                       <this address>/host/path (tests)
`

export function parseCliOptions(
  args: readonly string[],
  env: Record<string, string | undefined>,
  defaultPort: number,
): CliOptions {
  let port = defaultPort
  let dataDir = DEFAULT_DATA_DIR
  let memory = false
  let databaseUrl: string | null = null
  let seed = true
  let owner = true
  let help = false

  for (let index = 0; index < args.length; index++) {
    const arg = args[index]
    const value = () => {
      const next = args[++index]
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg ?? ''} needs a value`)
      return next
    }
    switch (arg) {
      case '--port': {
        const text = value()
        port = Number(text)
        if (!Number.isInteger(port) || port < 0 || port > 65535) {
          throw new Error(`--port must be a number from 0 to 65535, not "${text}"`)
        }
        break
      }
      case '--data-dir':
        dataDir = value()
        break
      case '--memory':
        memory = true
        break
      case '--database-url':
        databaseUrl = value()
        break
      case '--no-seed':
        seed = false
        break
      case '--no-owner':
        owner = false
        break
      case '--help':
      case '-h':
        help = true
        break
      default:
        throw new Error(`Unknown option "${arg ?? ''}". Run with --help to see the options.`)
    }
  }
  const demoOwner = demoOwnerFrom(env)
  // Mail comes from the site's own identity unless told otherwise.
  const site = readSiteConfig(env)
  return {
    port,
    dataDir: memory ? null : dataDir,
    databaseUrl,
    seed,
    demoOwner: owner ? demoOwner : null,
    functions: {
      siteUrl: nonEmpty(env.SITE_URL) ?? null,
      ownerEmail: nonEmpty(env.OWNER_EMAIL) ?? demoOwner.email,
      emailFrom: senderAddress(
        nonEmpty(env.EMAIL_FROM) ?? site.email,
        nonEmpty(env.BUSINESS_NAME) ?? site.businessName,
      ),
      fediversePrivateKey: nonEmpty(env.FEDIVERSE_PRIVATE_KEY)?.replaceAll('\\n', '\n') ?? null,
      fediverseAllowPrivateAddresses: env.LOCAL_FEDIVERSE_PRIVATE_ADDRESSES === 'allow',
      outsideSitesStandIn: httpUrl(env.LOCAL_OUTSIDE_SITES, 'LOCAL_OUTSIDE_SITES'),
    },
    contactMessagesPerHour: positiveNumber(env.LOCAL_CONTACT_MESSAGES_PER_HOUR),
    siteRebuildHookUrl: httpUrl(env.LOCAL_SITE_REBUILD_HOOK_URL, 'LOCAL_SITE_REBUILD_HOOK_URL'),
    help,
  }
}

export function demoOwnerFrom(env: Record<string, string | undefined>): OwnerCredentials {
  return {
    email: nonEmpty(env.LOCAL_OWNER_EMAIL) ?? DEFAULT_OWNER.email,
    password: nonEmpty(env.LOCAL_OWNER_PASSWORD) ?? DEFAULT_OWNER.password,
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value
}

function positiveNumber(value: string | undefined): number | null {
  if (nonEmpty(value) === undefined) return null
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(
      `LOCAL_CONTACT_MESSAGES_PER_HOUR must be a whole number above 0, not "${value ?? ''}"`,
    )
  }
  return number
}

function httpUrl(value: string | undefined, name: string): string | null {
  const url = nonEmpty(value)
  if (url === undefined) return null
  if (!/^https?:\/\//.test(url)) {
    throw new Error(`${name} must be an http(s) address, not "${url}"`)
  }
  return url
}
