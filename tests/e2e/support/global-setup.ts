import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type PreviewServer, build, preview } from 'vite'
import { buildDesktop } from '../../support/desktop-build.ts'
import { spawnLocalBackend } from '../../../scripts/local-backend-process.ts'
import { prepareMigratedSnapshots } from '../../support/migrated-snapshots.ts'
import { startOutsideSites } from '../../support/outside-sites.ts'
import { BACKEND_HOST } from './backendHost.ts'

/**
 * Builds the site once, against a placeholder backend address that every test routes to a
 * real local backend (a shared one with the demo content, or one of its own), and serves the
 * build as `vite preview` would. Builds the desktop app too and serves its renderer (which
 * takes its backend from the desktop bridge each test provides). Tests read the addresses from
 * the environment. The sites a link preview reads are stood in for on loopback, for every
 * backend of the run (LOCAL_OUTSIDE_SITES, which the workers' backends inherit).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await prepareMigratedSnapshots()
  const outsideSites = await startOutsideSites()
  process.env.LOCAL_OUTSIDE_SITES = outsideSites.url
  const backend = await spawnLocalBackend(['--memory'], { LOCAL_CONTACT_MESSAGES_PER_HOUR: '1000' })
  const outDir = mkdtempSync(join(tmpdir(), 'consultant-site-e2e-'))
  const configFile = fileURLToPath(new URL('../../../site/vite.config.ts', import.meta.url))

  process.env.VITE_SUPABASE_URL = `http://${BACKEND_HOST}`
  // The pages are prerendered from the shared backend's demo content.
  process.env.PRERENDER_SUPABASE_URL = backend.url
  // The desktop app builds in a process of its own meanwhile, on the other core.
  const desktopDir = mkdtempSync(join(tmpdir(), 'consultant-desktop-e2e-'))
  const desktopBuilt = buildDesktop(desktopDir)
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const server = await preview({
    configFile,
    build: { outDir },
    preview: { port: 0, strictPort: false },
  })
  const siteUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!siteUrl) throw new Error('The preview server did not report its address')

  await desktopBuilt
  const desktopServer = await preview({
    configFile: false,
    logLevel: 'warn',
    root: desktopDir,
    build: { outDir: 'renderer' },
    preview: { port: 0, strictPort: false },
  })
  const desktopUrl = desktopServer.resolvedUrls?.local[0]
  if (!desktopUrl) throw new Error('The desktop preview server did not report its address')

  process.env.E2E_SITE_URL = siteUrl
  process.env.E2E_SITE_DIR = outDir
  process.env.E2E_DESKTOP_URL = desktopUrl
  process.env.E2E_BACKEND_URL = backend.url
  return async () => {
    await Promise.all([server, desktopServer].map(closeServer))
    await backend.stop()
    await outsideSites.close()
    for (const dir of [outDir, desktopDir]) rmSync(dir, { recursive: true, force: true })
  }
}

function closeServer(server: PreviewServer): Promise<void> {
  return new Promise((resolve) => {
    server.httpServer.close(() => {
      resolve()
    })
  })
}
