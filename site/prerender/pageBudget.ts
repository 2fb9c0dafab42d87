import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import { APP_ENTRY_ID, ISLAND_ATTRIBUTE, type IslandHydration } from '../islands/markup.ts'
import { type ChunkReport, publicChunks } from './chunkReport.ts'

/** What a public page may run before a visitor acts: 20 KB of JavaScript, gzip. */
export const BEFORE_INTERACTION_BYTES = 20 * 1024

/**
 * Modules a visitor's page must never be able to load: the owner's libraries (TanStack Query
 * included: public pages have their own small query cache) and the owner's side of the code,
 * owner/ and the site's admin routes.
 */
export const OWNER_MODULE =
  /node_modules\/(quill|react-quill-new|@blueprintjs|@tanstack|@supabase\/(supabase-js|auth-js|storage-js))\/|^owner\/|^site\/owner\//

/** The script a page with a video embed loads at once (site/islands/client.ts). */
const EMBED_FACADE_MODULE = 'shared/postView/embedFacade.ts'

/** An island of the registry as the build reads it: its name, when it wakes, its module. */
export interface RegisteredIsland {
  name: string
  hydration: IslandHydration
  module: string
}

const REGISTRY_ENTRY =
  /(\w+): \{\s*hydration: '(load|interaction)',\s*load: \(\) =>\s*import\('([^']+)'\)/g

/**
 * The islands of site/islands/registry.ts, read from its source: the build cannot run it (its
 * entries import components), and each entry has the one shape a unit test holds it to.
 */
export function registeredIslands(registrySource: string): RegisteredIsland[] {
  return [...registrySource.matchAll(REGISTRY_ENTRY)].map(
    ([, name = '', hydration, path = '']) => ({
      name,
      hydration: hydration === 'load' ? 'load' : 'interaction',
      module: posix.join('site/islands', path),
    }),
  )
}

/** The islands a page's markup names. */
export function islandsOnPage(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(new RegExp(` ${ISLAND_ATTRIBUTE}="(\\w+)"`, 'g'))].map(
        (match) => match[1] ?? '',
      ),
    ),
  ]
}

/**
 * The chunks a page built as islands runs before a visitor acts: the loader, the content-stamp
 * check, and each island on the page that wakes at load, with everything they import. What
 * loads on demand (islands on interaction, the owner's menu, the whole app when the data
 * changed) is not among them.
 */
export function chunksBeforeInteraction(
  report: ChunkReport,
  islands: readonly RegisteredIsland[],
  onPage: readonly string[],
  /** Modules the page loads at once besides its islands (a video embed's facade). */
  alsoLoaded: readonly string[] = [],
): string[] {
  // A module's own chunk, or the shared chunk it was bundled into.
  const chunkOf = (module: string) =>
    (Object.entries(report).find(([, chunk]) => chunk.facadeModule === module) ??
      Object.entries(report).find(([, chunk]) => chunk.modules.includes(module)))?.[0]
  const waking = islands.filter(
    (island) => island.hydration === 'load' && onPage.includes(island.name),
  )
  const starts = [
    ...Object.entries(report)
      .filter(([, chunk]) => chunk.isEntry)
      .map(([file]) => file),
    chunkOf('site/islands/freshness.ts'),
    ...(waking.length > 0 ? [chunkOf('site/islands/hydrate.tsx')] : []),
    ...waking.map((island) => chunkOf(island.module)),
    ...alsoLoaded.map(chunkOf),
  ]
  const reached = new Set<string>()
  const visit = (file: string | undefined) => {
    if (file === undefined || reached.has(file)) return
    reached.add(file)
    for (const next of report[file]?.imports ?? []) visit(next)
  }
  for (const file of starts) visit(file)
  return [...reached]
}

/** A built public page, as the budget reads it. */
export interface BuiltPage {
  path: string
  html: string
}

/** What a built page runs before a visitor acts, gzip: null for a page that hydrates whole. */
export interface PageWeight {
  path: string
  bytes: number | null
  chunks: string[]
}

export function pageWeights(
  outDir: string,
  report: ChunkReport,
  islands: readonly RegisteredIsland[],
  pages: readonly BuiltPage[],
): PageWeight[] {
  const gzipBytes = new Map<string, number>()
  const size = (file: string) => {
    const bytes = gzipBytes.get(file) ?? gzipSync(readFileSync(join(outDir, file))).length
    gzipBytes.set(file, bytes)
    return bytes
  }
  return pages.map(({ path, html }) => {
    if (!html.includes(` id="${APP_ENTRY_ID}"`)) return { path, bytes: null, chunks: [] }
    const facade = html.includes('class="embed embed-video"') ? [EMBED_FACADE_MODULE] : []
    const chunks = chunksBeforeInteraction(report, islands, islandsOnPage(html), facade)
    return { path, bytes: chunks.reduce((total, file) => total + size(file), 0), chunks }
  })
}

/**
 * Why the build breaks the public pages' budget, if it does: a page that hydrates whole, a page
 * whose JavaScript before interaction passes 20 KB gzip, or an owner module a public page can
 * reach. Empty when it keeps it.
 */
export function pageBudgetProblems(report: ChunkReport, weights: readonly PageWeight[]): string[] {
  const problems: string[] = []
  for (const { path, bytes, chunks } of weights) {
    if (bytes === null) {
      problems.push(`${path} hydrates whole with the app instead of being built as islands`)
    } else if (bytes > BEFORE_INTERACTION_BYTES) {
      const kb = (bytes / 1024).toFixed(1)
      problems.push(
        `${path} runs ${kb} KB of JavaScript (gzip) before interaction: ${chunks.join(', ')}`,
      )
    }
  }
  const owner = publicChunks(report).flatMap((file) =>
    (report[file]?.modules ?? []).filter((module) => OWNER_MODULE.test(module)),
  )
  if (owner.length > 0)
    problems.push(`Public pages can reach the owner's code: ${owner.join(', ')}`)
  return problems
}
