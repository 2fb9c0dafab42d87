import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { importCycles, importGraph, sourceFiles } from '../../../scripts/cycles/importGraph.ts'

const folders: string[] = []

/** A project of these files in a folder of its own; its import cycles. */
function cyclesOf(files: Record<string, string>): string[][] {
  const folder = mkdtempSync(join(tmpdir(), 'cycles-'))
  folders.push(folder)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true })
    writeFileSync(join(folder, name), text)
  }
  return importCycles(importGraph(folder, sourceFiles(folder)))
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('import cycles', () => {
  it('are found through a type-only import and an import on demand, with the way around them', () => {
    expect(
      cyclesOf({
        'islands/Island.tsx': "import type { Name } from './registry.ts'\nexport const x = 1\n",
        'islands/registry.ts': "export const load = () => import('../pages/Page.tsx')\n",
        'pages/Page.tsx': "import { x } from '../islands/Island.tsx'\nexport default x\n",
        'pages/alone.ts': "import { x } from '../islands/Island.tsx'\n",
      }),
    ).toEqual([
      ['islands/Island.tsx', 'islands/registry.ts', 'pages/Page.tsx', 'islands/Island.tsx'],
    ])
  })

  it('are none where imports run one way', () => {
    expect(
      cyclesOf({
        'a.ts': "import { b } from './b.ts'\nexport const a = b\n",
        'b.ts': "import type { C } from './c.ts'\nexport const b = 1\n",
        'c.ts': "import { load } from 'some-package'\nexport type C = typeof load\n",
      }),
    ).toEqual([])
  })
})
