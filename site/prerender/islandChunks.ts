import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type ChunkReport, ISLAND_CHUNK_REPORT_FILE } from './chunkReport.ts'
import { type RegisteredIsland, registeredIslands } from './pageBudget.ts'

/** What the islands' build wrote: its chunks, and the registry's islands they hold. */
export interface IslandChunks {
  report: ChunkReport
  islands: RegisteredIsland[]
}

export function readIslandChunks(outDir: string): IslandChunks {
  const report = JSON.parse(
    readFileSync(join(outDir, ISLAND_CHUNK_REPORT_FILE), 'utf8'),
  ) as ChunkReport
  return { report, islands: readRegistry() }
}

/** The islands of site/islands/registry.ts, as its source names them. */
export function readRegistry(): RegisteredIsland[] {
  const source = readFileSync(resolve(import.meta.dirname, '../islands/registry.ts'), 'utf8')
  return registeredIslands(source)
}
