import { type Environment, readBackendConfig } from '../../shared/config/siteConfig.ts'

export const USAGE = `Usage:
  npm run export  -- --url URL --out FILE [--personal-data] [--site-url URL]
  npm run restore -- --url URL --in FILE [--dry-run | --yes] [--overwrite-newer]
                     [--no-personal-data]
  npm run import  -- --url URL --wordpress FILE.xml [--uploads FOLDER|ZIP] [--dry-run | --yes]
  npm run import  -- --url URL --ghost FILE.json|ZIP [--images FOLDER|ZIP] [--dry-run | --yes]
  npm run import  -- --url URL --markdown FOLDER|ZIP [--dry-run | --yes]
                     (each import also takes [--fetch-images] [--overwrite])

Signs in as the site's owner: --email (or asked), then the password and, when two-factor is
on, the code are asked; it signs out when done. With several authenticators, the terminal asks
which one the code is from; piped input has its code tried on each in turn, unless --factor
names one. With SUPABASE_SERVICE_ROLE_KEY in the environment it uses that key instead (keep it
on the server side: it bypasses every rule).

  --url URL           the backend (default: VITE_SUPABASE_URL, else the local backend)
  --anon-key KEY      its anon key (default: VITE_SUPABASE_ANON_KEY, else the local one)
  --email EMAIL       the owner's sign-in
  --factor NAME       the authenticator the code is from, by name or number (two-factor with
                      several authenticators)
  --personal-data     export enquiries and newsletter subscribers too
  --site-url URL      the public site, written in the archive (default: VITE_SITE_URL)
  --dry-run           show what would change, write nothing
  --yes               write without asking (after showing what will change)
  --fetch-images      import: fetch the images posts link only on the web and store them with
                      the posts (without it nothing is fetched); one that fails stays linked
                      and is listed
  --overwrite-newer   also replace what changed in the backend after the archive was made
  --overwrite         import: also replace the stored images the dry run names as changed
                      (without it an import never writes over an image already stored)
  --no-personal-data  restore leaves the archive's enquiries and subscribers out (an archive
                      holds them only when they were chosen at export, so by default they
                      are restored, listed in the dry run first)
`

export class UsageError extends Error {}

export type Mode = 'dry-run' | 'ask' | 'yes'

export type ImportInput =
  | { from: 'wordpress'; file: string; uploads: string | null }
  | { from: 'ghost'; file: string; images: string | null }
  | { from: 'markdown'; path: string }

export type Task =
  | { command: 'export'; out: string; personalData: boolean; siteUrl: string | null }
  | { command: 'restore'; file: string; mode: Mode; overwriteNewer: boolean; personalData: boolean }
  | {
      command: 'import'
      input: ImportInput
      mode: Mode
      overwriteNewer: boolean
      fetchImages: boolean
    }

export interface Connection {
  url: string
  anonKey: string
  email: string | null
  /** The authenticator whose code is given (`--factor`), when two-factor has several. */
  factor: string | null
  serviceRoleKey: string | null
}

const FLAGS = [
  '--personal-data',
  '--no-personal-data',
  '--fetch-images',
  '--dry-run',
  '--yes',
  '--overwrite-newer',
  '--overwrite',
  '--help',
]
const VALUES = [
  '--url',
  '--anon-key',
  '--email',
  '--factor',
  '--out',
  '--in',
  '--site-url',
  '--wordpress',
  '--uploads',
  '--ghost',
  '--images',
  '--markdown',
]

function readArgs(args: readonly string[]): { flags: Set<string>; values: Map<string, string> } {
  const flags = new Set<string>()
  const values = new Map<string, string>()
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? ''
    if (FLAGS.includes(arg)) flags.add(arg)
    else if (VALUES.includes(arg)) {
      const value = args[++index]
      if (value === undefined || value.startsWith('--'))
        throw new UsageError(`${arg} needs a value`)
      values.set(arg, value)
    } else throw new UsageError(`Unknown option: ${arg}`)
  }
  return { flags, values }
}

function required(values: Map<string, string>, name: string): string {
  const value = values.get(name)
  if (value === undefined) throw new UsageError(`${name} is required`)
  return value
}

function importInput(values: Map<string, string>): ImportInput {
  const sources = ['--wordpress', '--ghost', '--markdown'].filter((name) => values.has(name))
  if (sources.length !== 1) {
    throw new UsageError('Say what to import: one of --wordpress, --ghost or --markdown')
  }
  if (values.has('--wordpress')) {
    return {
      from: 'wordpress',
      file: required(values, '--wordpress'),
      uploads: values.get('--uploads') ?? null,
    }
  }
  if (values.has('--ghost')) {
    return {
      from: 'ghost',
      file: required(values, '--ghost'),
      images: values.get('--images') ?? null,
    }
  }
  return { from: 'markdown', path: required(values, '--markdown') }
}

/** The task and the backend of a command line; a UsageError says what is wrong. */
export function parseArchiveArgs(
  command: string | undefined,
  args: readonly string[],
  env: Environment,
): { task: Task; connection: Connection } | 'help' {
  const { flags, values } = readArgs(args)
  if (flags.has('--help')) return 'help'
  const defaults = readBackendConfig(env)
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY
  const connection: Connection = {
    url: values.get('--url') ?? defaults.url,
    anonKey: values.get('--anon-key') ?? defaults.anonKey,
    email: values.get('--email') ?? null,
    factor: values.get('--factor') ?? null,
    serviceRoleKey:
      typeof serviceRoleKey === 'string' && serviceRoleKey !== '' ? serviceRoleKey : null,
  }
  if (flags.has('--dry-run') && flags.has('--yes')) {
    throw new UsageError('--dry-run and --yes cannot both be given')
  }
  const mode: Mode = flags.has('--dry-run') ? 'dry-run' : flags.has('--yes') ? 'yes' : 'ask'
  const overwriteNewer = flags.has('--overwrite-newer')
  switch (command) {
    case 'export':
      return {
        task: {
          command: 'export',
          out: required(values, '--out'),
          personalData: flags.has('--personal-data'),
          siteUrl: values.get('--site-url') ?? null,
        },
        connection,
      }
    case 'restore':
      return {
        task: {
          command: 'restore',
          file: required(values, '--in'),
          mode,
          overwriteNewer,
          personalData: !flags.has('--no-personal-data'),
        },
        connection,
      }
    case 'import':
      return {
        task: {
          command: 'import',
          input: importInput(values),
          mode,
          overwriteNewer: overwriteNewer || flags.has('--overwrite'),
          fetchImages: flags.has('--fetch-images'),
        },
        connection,
      }
    default:
      throw new UsageError(`Unknown command: ${command ?? '(none)'}`)
  }
}
