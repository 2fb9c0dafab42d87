import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

/**
 * The Node versions the project says it runs on (`engines` in package.json, and the README) are
 * ones every installed package accepts, so `npm install` on them warns about nothing.
 */

const root = new URL('../../../', import.meta.url)
const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, root), 'utf8'))

const project = readJson('package.json') as { engines: { node: string } }
interface LockEntry {
  engines?: { node?: string } | string[]
  os?: string[]
  cpu?: string[]
}
const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> }

/**
 * Whether npm installs the package on this machine: a platform's binary package (sharp's
 * `@img/sharp-win32-ia32`, which wants Node 20) is left out everywhere else.
 */
const installedHere = (entry: LockEntry): boolean =>
  (entry.os?.includes(process.platform) ?? true) && (entry.cpu?.includes(process.arch) ?? true)

/** The lowest version of each release line a range admits, e.g. 22.13.0 and 24.0.0. */
function lowestOfEachLine(range: string): string[] {
  return new semver.Range(range).set.map((comparators) => {
    const lowest = semver.minVersion(comparators.map((comparator) => comparator.value).join(' '))
    if (!lowest) throw new Error(`No version satisfies ${range}`)
    return lowest.version
  })
}

describe('the supported Node versions', () => {
  const supported = project.engines.node

  it.each(lowestOfEachLine(supported))('Node %s satisfies every installed package', (version) => {
    const installed = Object.entries(lock.packages).filter(([, entry]) => installedHere(entry))
    const refusing = installed.flatMap(([path, entry]) => {
      // Old packages wrote engines as a list of strings, which npm ignores.
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node
      return wanted && !semver.satisfies(version, wanted) ? [`${path}: ${wanted}`] : []
    })
    expect(refusing).toEqual([])
  })

  it('are the ones the README names', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8')
    for (const version of lowestOfEachLine(supported)) {
      expect(readme).toContain(`Node.js ${semver.major(version)}`)
    }
    expect(readme).toContain(lowestOfEachLine(supported)[0]?.replace(/\.0$/, ''))
  })
})
