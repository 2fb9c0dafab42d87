import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

/** How long one test file took, and how many tests it ran. */
export interface FileTime {
  file: string
  seconds: number
}

export interface PhaseReport {
  tests: number
  failed: number
  files: FileTime[]
}

type Json = Record<string, unknown>

const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {}
const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const number = (value: unknown): number => (typeof value === 'number' ? value : 0)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * Vitest's JSON report: per file, from its start to its end. A file that runs in several
 * projects (the backend suite) is counted once per project.
 */
export function readVitestReport(path: string, root: string): PhaseReport {
  const report = object(JSON.parse(readFileSync(path, 'utf8')))
  const files = array(report.testResults).map((entry) => {
    const result = object(entry)
    return {
      file: relative(root, text(result.name)),
      seconds: (number(result.endTime) - number(result.startTime)) / 1000,
    }
  })
  return {
    tests: number(report.numTotalTests),
    failed: number(report.numFailedTests),
    files: merged(files),
  }
}

/** Playwright's JSON report: per file, the time its tests took in their workers. */
export function readPlaywrightReport(path: string): PhaseReport {
  const report = object(JSON.parse(readFileSync(path, 'utf8')))
  const files: FileTime[] = []
  let tests = 0
  let failed = 0
  const visit = (suite: Json, file: string) => {
    const suiteFile = text(suite.file) || file
    for (const spec of array(suite.specs)) {
      for (const test of array(object(spec).tests)) {
        tests += 1
        const results = array(object(test).results).map(object)
        if (results.some((result) => !['passed', 'skipped'].includes(text(result.status)))) {
          failed += 1
        }
        const seconds = results.reduce((sum, result) => sum + number(result.duration), 0) / 1000
        files.push({ file: `tests/e2e/${suiteFile}`, seconds })
      }
    }
    for (const child of array(suite.suites)) visit(object(child), suiteFile)
  }
  for (const suite of array(report.suites)) visit(object(suite), '')
  return { tests, failed, files: merged(files) }
}

/** The `count` slowest files, slowest first. */
export function slowest(files: readonly FileTime[], count: number): FileTime[] {
  return [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count)
}

function merged(files: readonly FileTime[]): FileTime[] {
  const byFile = new Map<string, number>()
  for (const { file, seconds } of files) byFile.set(file, (byFile.get(file) ?? 0) + seconds)
  return [...byFile].map(([file, seconds]) => ({ file, seconds }))
}
