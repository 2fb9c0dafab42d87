import { defineConfig, devices } from '@playwright/test'
import { testChromiumPath } from './scripts/test-run/test-chromium.ts'
import type { SiteServerOptions } from './tests/e2e/support/siteServer.ts'

/**
 * End-to-end tests in Chromium against the built site and a local backend (started by the
 * global setup), in the Chromium testChromiumPath names.
 */

export default defineConfig<SiteServerOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // On CI one retry, as Playwright recommends: a test that passes only the second time is
  // reported as flaky in the output, and is a defect to fix, but one slow moment on a busy
  // machine does not throw away a run. Locally a failure is always a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_SITE_URL,
    // Recording a trace costs every test about a sixth of its time; to see one for a failing
    // test, run it again with `--trace on`.
    trace: 'off',
    launchOptions: {
      executablePath: testChromiumPath(),
      // No sandbox when running as root in CI; no calls home from the browser.
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Specs named *.dev.spec.ts only mean something on the dev server (React's dev warnings).
    { name: 'chromium', testIgnore: '**/*.dev.spec.ts' },
    {
      // The tests tagged @dev-server: the editor's again on the Vite dev server, where StrictMode
      // mounts it twice (never in a build), and the owner screens' console there.
      name: 'editor-dev-server',
      testMatch: ['owner/post-editor.spec.ts', '**/*.dev.spec.ts'],
      grep: /@dev-server/,
      use: { siteServer: 'dev' },
      // One worker, so one dev server compiles the owner's screens once.
      fullyParallel: false,
    },
  ],
})
