import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { test as base } from './fixtures.ts'

export interface SiteServerOptions {
  /**
   * Which site the tests open: the build the global setup serves, or the Vite development
   * server, where React runs in StrictMode and mounts every component twice (set per project).
   */
  siteServer: 'build' | 'dev'
}

/**
 * The e2e fixtures, with a spec's tests run against the Vite development server in a project
 * that sets `siteServer: 'dev'`: one dev server per worker, with the placeholder backend address
 * of the build (the global setup sets it), which leads to each test's backend (BackendRouter).
 */
export const test = base.extend<object, SiteServerOptions & { devSiteUrl: string | null }>({
  siteServer: ['build', { option: true, scope: 'worker' }],
  devSiteUrl: [
    async ({ siteServer }, use) => {
      if (siteServer === 'build') {
        await use(null)
        return
      }
      // The global setup's build left NODE_ENV at 'production', which would give the dev server
      // React's production build, without StrictMode's second mount.
      process.env.NODE_ENV = 'development'
      const server = await createServer({
        configFile: fileURLToPath(new URL('../../../site/vite.config.ts', import.meta.url)),
        mode: 'development',
        // Its own dependency cache, so a test run and `npm start` never rebuild each other's.
        cacheDir: fileURLToPath(new URL('../../../node_modules/.vite-e2e', import.meta.url)),
        logLevel: 'warn',
        server: { port: 0, strictPort: false, hmr: false },
      })
      await server.listen()
      const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
      if (!url) throw new Error('The Vite dev server did not report its address')
      await use(url)
      await server.close()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ baseURL, devSiteUrl }, use) => {
    await use(devSiteUrl ?? baseURL)
  },
})

export { expect } from './fixtures.ts'
