import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

/** Where a build describes its chunks, inside the output directory. */
export const CHUNK_REPORT_FILE = '.vite/chunks.json'

/** Where the islands' build (islandsBuild.ts) describes its chunks. */
export const ISLAND_CHUNK_REPORT_FILE = '.vite/island-chunks.json'

export interface ChunkFacts {
  isEntry: boolean
  /** The module a dynamic import of this chunk loads, relative to the project. */
  facadeModule: string | null
  imports: string[]
  dynamicImports: string[]
  /** Every module bundled into the chunk, relative to the project (node_modules included). */
  modules: string[]
}

/** Chunk file name to what it holds and what it loads. */
export type ChunkReport = Record<string, ChunkFacts>

/**
 * Writes which modules each chunk holds and which chunks it loads, so a test can follow what a
 * public page can reach (see publicChunks) without trusting chunk names.
 */
export function chunkReport(fileName = CHUNK_REPORT_FILE): Plugin {
  return {
    name: 'chunk-report',
    apply: 'build',
    writeBundle(options, bundle) {
      const file = join(options.dir ?? '', fileName)
      mkdirSync(join(file, '..'), { recursive: true })
      writeFileSync(file, JSON.stringify(reportOf(bundle), null, 2))
    },
  }
}

/** The report of a bundle as Vite hands it to a plugin. */
export function reportOf(bundle: Rolldown.OutputBundle): ChunkReport {
  const projectRoot = resolve(import.meta.dirname, '../..')
  const project = (id: string) => relative(projectRoot, id)
  const report: ChunkReport = {}
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue
    report[chunk.fileName] = {
      isEntry: chunk.isEntry,
      facadeModule: chunk.facadeModuleId ? project(chunk.facadeModuleId) : null,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      modules: chunk.moduleIds.map(project),
    }
  }
  return report
}

/** The owner's code is reached only through these modules, loaded when the owner needs them. */
const OWNER_DOORS = ['site/owner/ownerRoutes.tsx', 'site/layout/AdminMenu.tsx']

/**
 * The chunks a visitor's page can load: the entry's, and those of every dynamic import (pages,
 * the post sanitiser) except the doors to the owner's code.
 */
export function publicChunks(report: ChunkReport): string[] {
  const reached = new Set<string>()
  const visit = (file: string) => {
    const chunk = report[file]
    if (!chunk || reached.has(file)) return
    reached.add(file)
    for (const next of chunk.imports) visit(next)
    for (const next of chunk.dynamicImports) {
      if (!OWNER_DOORS.includes(report[next]?.facadeModule ?? '')) visit(next)
    }
  }
  for (const [file, chunk] of Object.entries(report)) if (chunk.isEntry) visit(file)
  return [...reached]
}
