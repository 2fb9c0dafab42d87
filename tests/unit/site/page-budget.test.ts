import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ChunkFacts, ChunkReport } from '../../../site/prerender/chunkReport.ts'
import {
  BEFORE_INTERACTION_BYTES,
  chunksBeforeInteraction,
  pageBudgetProblems,
  pageWeights,
  registeredIslands,
} from '../../../site/prerender/pageBudget.ts'
import { ISLANDS } from '../../../site/islands/registry.ts'

const root = resolve(import.meta.dirname, '../../..')

const chunk = (facts: Partial<ChunkFacts>): ChunkFacts => ({
  isEntry: false,
  facadeModule: null,
  imports: [],
  dynamicImports: [],
  modules: [],
  ...facts,
})

/** An islands build in miniature: the loader, the runtime, two islands and the owner's menu. */
const report: ChunkReport = {
  'loader.js': chunk({
    isEntry: true,
    facadeModule: 'site/islands/client.ts',
    dynamicImports: ['hydrate.js', 'freshness.js', 'header.js', 'form.js'],
  }),
  'hydrate.js': chunk({ facadeModule: 'site/islands/hydrate.tsx', imports: ['runtime.js'] }),
  'freshness.js': chunk({ facadeModule: 'site/islands/freshness.ts' }),
  'runtime.js': chunk({}),
  'header.js': chunk({
    facadeModule: 'site/layout/SiteHeader.tsx',
    imports: ['runtime.js'],
    dynamicImports: ['admin.js'],
  }),
  'admin.js': chunk({
    facadeModule: 'site/layout/AdminMenu.tsx',
    modules: ['node_modules/@supabase/supabase-js/dist/index.js'],
  }),
  'form.js': chunk({ facadeModule: 'site/components/ContactForm.tsx', imports: ['runtime.js'] }),
}
const islands = registeredIslands(`export const ISLANDS = {
  header: {
    hydration: 'load',
    load: () => import('../layout/SiteHeader.tsx').then((m) => m.SiteHeader),
  },
  contactForm: { hydration: 'interaction', load: () => import('../components/ContactForm.tsx').then((m) => m.ContactForm) },
}`)

describe('the islands registry as the build reads it', () => {
  it('finds every island with when it wakes and its module', () => {
    const source = readFileSync(join(root, 'site/islands/registry.ts'), 'utf8')
    const read = registeredIslands(source)
    expect(read.map(({ name, hydration }) => [name, hydration])).toEqual(
      Object.entries(ISLANDS).map(([name, entry]) => [name, entry.hydration]),
    )
    for (const island of read)
      expect(existsSync(join(root, island.module)), island.module).toBe(true)
  })
})

describe('the JavaScript a page built as islands runs before interaction', () => {
  it('is the loader, the content-stamp check and the islands that wake at load, with their imports', () => {
    expect(chunksBeforeInteraction(report, islands, ['header', 'contactForm']).sort()).toEqual([
      'freshness.js',
      'header.js',
      'hydrate.js',
      'loader.js',
      'runtime.js',
    ])
  })

  it('counts an island bundled into a shared chunk rather than a chunk of its own', () => {
    const shared: ChunkReport = Object.fromEntries(
      Object.entries(report).filter(([file]) => file !== 'header.js'),
    )
    shared['shared.js'] = chunk({
      imports: ['runtime.js'],
      modules: ['site/layout/SiteHeader.tsx'],
    })
    expect(chunksBeforeInteraction(shared, islands, ['header'])).toContain('shared.js')
  })

  it('has no island runtime on a page whose islands all wait for the visitor', () => {
    expect(chunksBeforeInteraction(report, islands, ['contactForm']).sort()).toEqual([
      'freshness.js',
      'loader.js',
    ])
  })
})

describe('the public pages budget', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'page-budget-'))
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true })
  })
  // Random bytes do not compress: each file's gzip size is about its size.
  const write = (sizes: Record<string, number>) => {
    for (const [file, bytes] of Object.entries(sizes)) {
      writeFileSync(join(outDir, file), randomBytes(bytes))
    }
  }
  const islandsPage = (names: string[]) =>
    `<div data-island="${names.join('"></div><div data-island="')}"></div><script type="application/json" id="app-entry">"/app.js"</script>`
  const fair = { 'loader.js': 2000, 'hydrate.js': 300, 'freshness.js': 300, 'header.js': 2000 }
  const publicReport = {
    ...report,
    'admin.js': chunk({ facadeModule: 'site/layout/AdminMenu.tsx' }),
  }

  it('holds when every page is islands within 20 KB, whatever loads on interaction', () => {
    write({ ...fair, 'runtime.js': 9000, 'form.js': 30_000 })
    const pages = [{ path: '/contact', html: islandsPage(['header', 'contactForm']) }]
    expect(
      pageBudgetProblems(publicReport, pageWeights(outDir, publicReport, islands, pages)),
    ).toEqual([])
  })

  it('breaks when a page passes 20 KB before interaction', () => {
    write({ ...fair, 'runtime.js': BEFORE_INTERACTION_BYTES, 'form.js': 100 })
    const pages = [
      { path: '/', html: islandsPage(['header']) },
      { path: '/contact', html: islandsPage(['contactForm']) },
    ]
    const problems = pageBudgetProblems(
      publicReport,
      pageWeights(outDir, publicReport, islands, pages),
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^\/ runs 2\d\.\d KB of JavaScript \(gzip\) before interaction/)
  })

  it('breaks when a page hydrates whole, or a public page can reach the owner code', () => {
    write({ ...fair, 'runtime.js': 100, 'form.js': 100 })
    const owned = {
      ...publicReport,
      'form.js': chunk({
        facadeModule: 'site/components/ContactForm.tsx',
        modules: ['node_modules/@blueprintjs/core/lib/esm/index.js'],
      }),
    }
    const pages = [{ path: '/blog', html: '<script>import("/app.js")</script>' }]
    expect(pageBudgetProblems(owned, pageWeights(outDir, owned, islands, pages))).toEqual([
      '/blog hydrates whole with the app instead of being built as islands',
      "Public pages can reach the owner's code: node_modules/@blueprintjs/core/lib/esm/index.js",
    ])
  })
})
