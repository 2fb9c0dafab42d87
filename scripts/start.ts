import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { readBackendConfig } from '../shared/config/siteConfig.ts'
import { type LocalBackend, startLocalBackend } from '../supabase/local/backend.ts'
import { parseCliOptions } from '../supabase/local/cli-options.ts'
import { readProjectConfig } from '../supabase/local/config.ts'
import { describeBackend } from '../supabase/local/main.ts'
import { desktopStartProblem, installedElectronBinary, startDesktopDev } from './desktop-dev.ts'

/**
 * `npm start [-- backend options]`: the local backend with demo content (unless
 * VITE_SUPABASE_URL points elsewhere), then the site's dev server, then the desktop app when this
 * machine can show it. Ctrl+C stops them all.
 */

const supabaseDir = fileURLToPath(new URL('../supabase', import.meta.url))
const backendConfig = readBackendConfig(process.env)
const config = readProjectConfig(`${supabaseDir}/config.toml`)
const options = parseCliOptions(process.argv.slice(2), process.env, config.api.port)

let backend: LocalBackend | null = null
if (backendConfig.url === `http://127.0.0.1:${config.api.port}`) {
  backend = await startLocalBackend({ ...options, supabaseDir, host: '127.0.0.1' })
  console.log(describeBackend(backend, options.demoOwner))
} else {
  console.log(
    `Using the backend at ${backendConfig.url} (VITE_SUPABASE_URL); no local backend started.`,
  )
}

const site = await createServer({
  configFile: fileURLToPath(new URL('../site/vite.config.ts', import.meta.url)),
})
await site.listen()
console.log(`\nSite (dev server)   ${site.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'}`)

const desktopProblem = desktopStartProblem(
  process.platform,
  process.env,
  installedElectronBinary() !== null,
)
console.log(desktopProblem ?? 'Desktop app         opening (electron-vite dev)')
const desktop = desktopProblem ? null : startDesktopDev()
console.log('Press Ctrl+C to stop.')

const stop = () => {
  desktop?.kill('SIGINT')
  void Promise.allSettled([site.close(), backend?.close()]).then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
