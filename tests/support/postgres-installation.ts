import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The machine's PostgreSQL with the extensions hosted Supabase offers and this machine lacks
 * (pg_net, pg_cron) added as the local backend's stand-ins, without touching the system's own
 * directories: PostgreSQL finds its share and library directories relative to where its
 * binary is, so a private tree with the binaries linked in, the system's files linked beside
 * them and the stand-in control files added to `extension/` is such an installation.
 */
export interface PostgresInstallation {
  bin: string
}

/**
 * What supautils changes on hosted Supabase for the non-superuser postgres role: it may create
 * these extensions, and is granted what they create.
 */
const HOSTED_ADDITIONS: Record<string, string> = {
  'postgres_fdw.control': 'trusted = true\n',
  'postgres_fdw--1.0--1.1.sql': 'grant usage on foreign data wrapper postgres_fdw to postgres;\n',
}

const STAND_INS = fileURLToPath(
  new URL('../../supabase/local/database/extensions/', import.meta.url),
)

export function postgresInstallation(dir: string): PostgresInstallation {
  const systemBin = postgresBinDir()
  const config = (flag: string) =>
    execFileSync(join(systemBin, 'pg_config'), [flag]).toString().trim()
  const directories = {
    bin: config('--bindir'),
    share: config('--sharedir'),
    lib: config('--pkglibdir'),
  }
  const prefix = commonPrefix(Object.values(directories))
  const inTree = (path: string) => join(dir, relative(prefix, path))

  mkdirSync(inTree(directories.bin), { recursive: true })
  for (const program of ['postgres', 'initdb']) {
    linkOrCopy(join(directories.bin, program), join(inTree(directories.bin), program))
  }
  mkdirSync(join(inTree(directories.lib), '..'), { recursive: true })
  symlinkSync(directories.lib, inTree(directories.lib))

  const share = inTree(directories.share)
  mkdirSync(join(share, 'extension'), { recursive: true })
  for (const entry of readdirSync(directories.share)) {
    if (entry !== 'extension') symlinkSync(join(directories.share, entry), join(share, entry))
  }
  for (const file of readdirSync(join(directories.share, 'extension'))) {
    const source = join(directories.share, 'extension', file)
    const addition = HOSTED_ADDITIONS[file]
    if (addition) {
      writeFileSync(join(share, 'extension', file), `${readFileSync(source, 'utf8')}\n${addition}`)
    } else {
      symlinkSync(source, join(share, 'extension', file))
    }
  }
  for (const file of readdirSync(STAND_INS)) {
    copyFileSync(join(STAND_INS, file), join(share, 'extension', file))
  }
  return { bin: inTree(directories.bin) }
}

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!newest) {
    throw new Error(
      'PostgreSQL is not installed: run `apt-get install -y postgresql` (see .ci/run).',
    )
  }
  return join(root, newest, 'bin')
}

/** A hard link keeps the binary where PostgreSQL looks for itself; a copy where none can be made. */
function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target)
  } catch {
    copyFileSync(source, target)
    chmodSync(target, 0o755)
  }
}

function commonPrefix(paths: string[]): string {
  const split = paths.map((path) => path.split(sep))
  const first = split[0] ?? []
  let length = 0
  while (length < first.length && split.every((parts) => parts[length] === first[length])) length++
  return first.slice(0, length).join(sep) || sep
}
