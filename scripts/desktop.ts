import { fileURLToPath } from 'node:url'
import { readBackendConfig } from '../shared/config/siteConfig.ts'
import { type LocalBackend, startLocalBackend } from '../supabase/local/backend.ts'
import { parseCliOptions } from '../supabase/local/cli-options.ts'
import { readProjectConfig } from '../supabase/local/config.ts'
import { describeBackend } from '../supabase/local/main.ts'
import { backendAnswers } from './backendAnswers.ts'
import {
  hasDisplay,
  installElectronBinary,
  installedElectronBinary,
  startDesktopDev,
} from './desktop-dev.ts'

/**
 * `npm run desktop [-- backend options]`: the desktop app in development against the local
 * backend, which starts here unless one already answers (`npm start` or `npm run backend`) or
 * VITE_SUPABASE_URL points elsewhere. Closing the app or Ctrl+C stops both.
 */

const supabaseDir = fileURLToPath(new URL('../supabase', import.meta.url))
const backendConfig = readBackendConfig(process.env)
const config = readProjectConfig(`${supabaseDir}/config.toml`)
const options = parseCliOptions(process.argv.slice(2), process.env, config.api.port)

if (!hasDisplay(process.platform, process.env)) {
  console.error('The desktop app needs a display, and DISPLAY and WAYLAND_DISPLAY are unset.')
  process.exit(1)
}
if (!installedElectronBinary() && !installElectronBinary()) {
  console.error('The Electron binary could not be downloaded; see the error above.')
  process.exit(1)
}

let backend: LocalBackend | null = null
if (backendConfig.url !== `http://127.0.0.1:${config.api.port}`) {
  console.log(`Using the backend at ${backendConfig.url} (VITE_SUPABASE_URL).`)
} else if (await backendAnswers(backendConfig)) {
  console.log(`Using the local backend already running at ${backendConfig.url}.`)
} else {
  backend = await startLocalBackend({ ...options, supabaseDir, host: '127.0.0.1' })
  console.log(describeBackend(backend, options.demoOwner))
}

const app = startDesktopDev()
app.once('exit', (code) => {
  void Promise.resolve(backend?.close()).finally(() => process.exit(code ?? 1))
})
// Ctrl+C reaches electron-vite too; wait for it to end, then stop the backend (above).
const stop = () => {
  app.kill('SIGINT')
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
