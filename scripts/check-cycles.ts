import { fileURLToPath } from 'node:url'
import { importCycles, importGraph, sourceFiles } from './cycles/importGraph.ts'

/**
 * `npm run check:cycles`: no two files of the project import one another, however they do it
 * (values, types alone, on demand): a module in a cycle may run while the other is half-loaded,
 * and a type import is where such a cycle starts. ESLint's import-x/no-cycle skips type imports.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const cycles = importCycles(importGraph(root, sourceFiles(root)))
for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' → ')}`)
if (cycles.length > 0) process.exitCode = 1
else console.log('No import cycles.')
