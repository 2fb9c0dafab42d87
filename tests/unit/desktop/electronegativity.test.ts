import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Electronegativity (Doyensec's scanner for Electron misconfigurations) over the main process and
 * the preload, as sources: no finding of MEDIUM severity or higher, except the few reviewed below.
 */

interface Level {
  name: string
  value: number
}

interface Finding {
  id: string
  /** Relative to the scanned folder: main/... or preload/... */
  file: string
  location: { line: number; column: number }
  severity: Level
  confidence: Level
  description: string
}

interface ScanResult {
  globalChecks: number
  atomicChecks: number
  /** Files it could not parse: a file it cannot read would hide its findings. */
  errors: { file: string; message: string }[]
  issues: Finding[]
}

interface ScanOptions {
  input: string
  electronVersionOverride: string
  excludeFromScan: string[]
  isRelative: boolean
}

const require = createRequire(import.meta.url)
const scan = require('@doyensec/electronegativity') as (options: ScanOptions) => Promise<ScanResult>
// Given, so that the scanner does not look for it (or for Electron's releases) on the network.
const { version: electronVersion } = require('electron/package.json') as { version: string }

const MEDIUM = 2

/** Checks not run, each with why. */
const EXCLUDED_CHECKS = {
  // Downloads Electron's release list from GitHub, and only reads a package.json, not scanned here.
  AvailableSecurityFixesGlobalCheck: 'needs the network; about package.json, not the sources',
}

/**
 * Findings reviewed and accepted, each with why. Exactly `count` of the check in the file: one
 * more (a new call, say) or one fewer fails the test, so each entry stays true.
 */
const REVIEWED = [
  {
    id: 'PRELOAD_JS_CHECK',
    file: 'main/window.ts',
    count: 1,
    reason: "the app's own bridge, sandboxed and isolated, exposing only DesktopApi",
  },
  {
    id: 'AUXCLICK_JS_CHECK',
    file: 'main/window.ts',
    count: 1,
    reason: 'middle-click new windows are denied by setWindowOpenHandler (security.test.ts)',
  },
  {
    id: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main/window.ts',
    count: 1,
    reason: 'guardNavigation passes on only addresses that externalUrl accepts',
  },
  {
    id: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main/index.ts',
    count: 1,
    reason: 'the openExternal handler calls it only with an address externalUrl accepted',
  },
  {
    id: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main/ipc.ts',
    count: 1,
    reason: 'not shell.openExternal: the DesktopApi handler, which checks the address',
  },
] as const

const desktop = fileURLToPath(new URL('../../../desktop', import.meta.url))
let folder = ''
let result: ScanResult

beforeAll(async () => {
  // Main, preload and the channels they share; not the renderer, which is a web page.
  folder = mkdtempSync(join(tmpdir(), 'electronegativity-'))
  for (const part of ['main', 'preload', 'ipc-channels.ts']) {
    cpSync(join(desktop, part), join(folder, part), { recursive: true })
  }
  result = await scan({
    input: folder,
    electronVersionOverride: electronVersion,
    excludeFromScan: Object.keys(EXCLUDED_CHECKS),
    isRelative: true,
  })
  const findings = result.issues.map(
    (issue) => `  ${issue.severity.name} ${issue.id} ${issue.file}:${issue.location.line}`,
  )
  console.info(
    [
      `Electronegativity on desktop/main and desktop/preload (Electron ${electronVersion}): ` +
        `${result.atomicChecks + result.globalChecks} checks (${result.atomicChecks} atomic, ` +
        `${result.globalChecks} global), ${result.issues.length} findings`,
      ...findings,
    ].join('\n'),
  )
}, 60_000)

afterAll(() => {
  rmSync(folder, { recursive: true, force: true })
})

describe('Electronegativity on the desktop main process and preload', () => {
  it('parses every file', () => {
    expect(result.errors).toEqual([])
  })

  it('finds nothing of MEDIUM severity or higher that has not been reviewed', () => {
    const serious = result.issues.filter((issue) => issue.severity.value >= MEDIUM)
    const unreviewed = serious.filter(
      (issue) => !REVIEWED.some((entry) => entry.id === issue.id && entry.file === issue.file),
    )
    expect(unreviewed.map((issue) => `${issue.id} ${issue.file}: ${issue.description}`)).toEqual([])
  })

  it.each(REVIEWED)('still finds exactly what was reviewed: $id in $file', (entry) => {
    const matching = result.issues.filter(
      (issue) => issue.id === entry.id && issue.file === entry.file,
    )
    expect(matching).toHaveLength(entry.count)
  })
})
