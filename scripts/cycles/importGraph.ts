import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** Folders that hold no source of the project's own. */
const SKIPPED = new Set(['node_modules', 'dist', 'out', '.local', 'coverage', 'scratch', '.git'])
const SOURCE = /\.(?:ts|tsx)$/

/** Every TypeScript file under `root`, as a path relative to it. */
export function sourceFiles(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return SKIPPED.has(entry.name) || entry.name.startsWith('.')
        ? []
        : sourceFiles(root, join(folder, entry.name))
    }
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [relative(root, join(folder, entry.name))]
      : []
  })
}

/**
 * What each file imports of the project's own files: every relative import, whether of values,
 * of types alone (`import type`) or on demand (`import()`). A type import is where a cycle of
 * values starts, and an import on demand is a cycle the moment it loads.
 */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    const { importedFiles } = ts.preProcessFile(text, true, true)
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(root, resolve(root, dirname(file), specifier)))
      .filter((target) => known.has(target))
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** The cycles of a graph: each group of files that import one another, in a path around it. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components; a group of two or more files is a cycle.
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next)
    next++
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member)
      group.push(member)
      if (member === file) break
    }
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group)
  }
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file)
  return groups.map((group) => pathAround(graph, group))
}

/** The files of a cycle in the order they import one another, from the first by name. */
function pathAround(graph: ReadonlyMap<string, readonly string[]>, group: readonly string[]) {
  const members = new Set(group)
  const start = [...group].sort()[0] ?? ''
  // The shortest way from the start back to it, through the group's files.
  const previous = new Map<string, string>()
  const queue = [start]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target) || previous.has(target)) continue
      previous.set(target, file)
      if (target === start) queue.length = 0
      else queue.push(target)
    }
  }
  const back: string[] = []
  for (let file = previous.get(start); file !== undefined && file !== start;) {
    back.unshift(file)
    file = previous.get(file)
  }
  return [start, ...back, start]
}
