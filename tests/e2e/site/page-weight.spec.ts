import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  CHUNK_REPORT_FILE,
  type ChunkReport,
  publicChunks,
} from '../../../site/prerender/chunkReport.ts'
import { readIslandChunks } from '../../../site/prerender/islandChunks.ts'
import { OWNER_MODULE, chunksBeforeInteraction } from '../../../site/prerender/pageBudget.ts'
import { expect, test } from '../support/fixtures.ts'
import { PUBLIC_PAGE_PATHS } from '../support/publicPages.ts'

/** Public pages never load the owner's code: no admin screens, no Auth client, no Blueprint. */

const OWNER_CHUNK = /ownerRoutes|AdminMenu|ownerBackend/

test('no public route requests an owner chunk', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  for (const path of PUBLIC_PAGE_PATHS) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((script) => OWNER_CHUNK.test(script))).toEqual([])
})

test('an owner route loads its chunk on demand', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/blog-admin')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(scripts.some((script) => OWNER_CHUNK.test(script))).toBe(true)
})

test('from the build manifest: no chunk a public page can reach holds Quill, Blueprint, TanStack Query or admin code', () => {
  const siteDir = process.env.E2E_SITE_DIR ?? ''
  const report = JSON.parse(readFileSync(join(siteDir, CHUNK_REPORT_FILE), 'utf8')) as ChunkReport
  const reachable = publicChunks(report)
  const modules = reachable.flatMap((file) => report[file]?.modules ?? [])
  // The pages and React itself are there, so the walk did reach the public code.
  expect(modules).toContain('site/pages/PostPage.tsx')
  expect(modules.some((module) => module.includes('node_modules/react-dom/'))).toBe(true)
  expect(modules.filter((module) => OWNER_MODULE.test(module))).toEqual([])
  // And the owner's code is in the build, behind its doors.
  const everything = Object.values(report).flatMap((chunk) => chunk.modules)
  expect(everything.some((module) => module.includes('node_modules/quill/'))).toBe(true)
})

test('from the islands build: what runs before interaction is compiled as it loads, what waits for the visitor is not', () => {
  const siteDir = process.env.E2E_SITE_DIR ?? ''
  const { report, islands } = readIslandChunks(siteDir)
  const everyLoadIsland = islands.filter((island) => island.hydration === 'load')
  const early = chunksBeforeInteraction(
    report,
    islands,
    everyLoadIsland.map((island) => island.name),
  )
  const hinted = (file: string) =>
    readFileSync(join(siteDir, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')
  expect(early.length).toBeGreaterThan(3)
  expect(early.filter((file) => !hinted(file))).toEqual([])
  const later = Object.keys(report).filter((file) => !early.includes(file))
  expect(later.length).toBeGreaterThan(0)
  expect(later.filter(hinted)).toEqual([])
})
