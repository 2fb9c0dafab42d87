import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { serveSite } from '../../../scripts/bench/serveSite.ts'

interface BuiltSite {
  /** Where the build was written. */
  dir: string
  /** The address it is served at. */
  url: string
  /** Stops serving it and removes the build. */
  close: () => Promise<void>
}

/**
 * The site built as `npm run build` builds it, prerendered and indexed from `backendUrl` (a
 * test's own backend), and served as a static host serves it.
 */
export async function buildSiteFrom(backendUrl: string): Promise<BuiltSite> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-site-'))
  const previousSource = process.env.PRERENDER_SUPABASE_URL
  process.env.PRERENDER_SUPABASE_URL = backendUrl
  try {
    const configFile = fileURLToPath(new URL('../../../site/vite.config.ts', import.meta.url))
    await build({ configFile, logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } })
  } finally {
    // Assigning undefined would store the text 'undefined' in the environment.
    if (previousSource === undefined) delete process.env.PRERENDER_SUPABASE_URL
    else process.env.PRERENDER_SUPABASE_URL = previousSource
  }
  const site = await serveSite(dir)
  return {
    dir,
    url: site.url,
    close: async () => {
      await site.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
