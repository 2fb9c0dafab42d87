import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { LOCAL_BACKEND, readBackendConfig } from '../shared/config/siteConfig.ts'
import { type LocalBackend, startLocalBackend } from '../supabase/local/backend.ts'
import { parseCliOptions } from '../supabase/local/cli-options.ts'
import { backendAnswers } from './backendAnswers.ts'

/**
 * The site's production build (`npm run build`), prerendered from the backend's content: the
 * hosted project named by VITE_SUPABASE_URL, the local backend when it runs, or else a local
 * backend started here in memory with the demo content, for as long as the build takes.
 */

const supabaseDir = fileURLToPath(new URL('../supabase', import.meta.url))
const configFile = fileURLToPath(new URL('../site/vite.config.ts', import.meta.url))
const backendConfig = readBackendConfig(process.env)

let backend: LocalBackend | null = null
const usesLocalBackend =
  backendConfig.url === LOCAL_BACKEND.url && !process.env.PRERENDER_SUPABASE_URL
if (usesLocalBackend && !(await backendAnswers(backendConfig))) {
  const options = parseCliOptions(['--memory', '--port', '0'], process.env, 0)
  backend = await startLocalBackend({ ...options, supabaseDir, host: '127.0.0.1' })
  process.env.PRERENDER_SUPABASE_URL = backend.url
  console.log(`Prerendering from a local backend with the demo content (${backend.url}).`)
}
try {
  await build({ configFile })
} finally {
  await backend?.close()
}
