import { fileURLToPath } from 'node:url'
import { type LocalBackend, startLocalBackend } from './backend.ts'
import { USAGE, parseCliOptions } from './cli-options.ts'
import { readProjectConfig } from './config.ts'

/** `npm run backend -- [options]`: the local backend alone. */

const supabaseDir = fileURLToPath(new URL('..', import.meta.url))

async function main(): Promise<void> {
  const config = readProjectConfig(`${supabaseDir}/config.toml`)
  const options = parseCliOptions(process.argv.slice(2), process.env, config.api.port)
  if (options.help) {
    console.log(USAGE)
    return
  }
  const backend = await startLocalBackend({ ...options, supabaseDir, host: '127.0.0.1' })
  console.log(describeBackend(backend, options.demoOwner))
  stopOnSignal(backend)
}

export function describeBackend(
  backend: LocalBackend,
  demoOwner: { email: string; password: string } | null,
): string {
  const lines = [
    'Local Supabase backend (a development and test stand-in; production is hosted Supabase)',
    `  API URL           ${backend.url}`,
    `  Database          ${backend.databaseDescription}`,
    `  Migrations        ${backend.migrations.applied.length} applied now${backend.migrations.seeded ? ', demo content loaded' : ''}`,
    `  anon key          ${backend.keys.anonKey}`,
    `  service_role key  ${backend.keys.serviceRoleKey}  (server-side only)`,
  ]
  if (demoOwner) {
    const note = backend.demoOwnerCreated ? 'created now' : 'created on the first start'
    lines.push(`  Demo owner        ${demoOwner.email} / ${demoOwner.password}  (${note})`)
  }
  lines.push(`  Mail (outbox)     ${backend.url}/_mail`)
  return lines.join('\n')
}

function stopOnSignal(backend: LocalBackend): void {
  const stop = () => {
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
