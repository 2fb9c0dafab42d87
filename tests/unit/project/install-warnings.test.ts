import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

/**
 * `npm install` on a fresh clone prints no peer-dependency (ERESOLVE) or install-script warning:
 * every installed package's peers are met, or the project overrides them in package.json with
 * the reason in README; and every package with an install script is named in `allowScripts`.
 */

const root = new URL('../../../', import.meta.url)
const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, root), 'utf8'))

interface LockedPackage {
  version?: string
  hasInstallScript?: boolean
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

const project = readJson('package.json') as {
  allowScripts: Record<string, boolean>
  overrides: Record<string, string | Record<string, string>>
}
const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> }

/** The name of the package at a lockfile path such as `node_modules/a/node_modules/@b/c`. */
function nameAt(path: string): string {
  return path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
}

/** The package Node would load for `name` from the package at `path`, as npm lays them out. */
function resolvedFrom(path: string, name: string): LockedPackage | undefined {
  let base = path
  for (;;) {
    const found = lock.packages[`${base === '' ? '' : `${base}/`}node_modules/${name}`]
    if (found) return found
    if (base === '') return undefined
    const parent = base.lastIndexOf('/node_modules/')
    base = parent === -1 ? '' : base.slice(0, parent)
  }
}

describe('npm install on a fresh clone', () => {
  it("meets every installed package's peer dependencies, or overrides them", () => {
    const unmet = Object.entries(lock.packages).flatMap(([path, entry]) => {
      if (path === '') return []
      const override = project.overrides[nameAt(path)]
      return Object.entries(entry.peerDependencies ?? {}).flatMap(([peer, range]) => {
        const version = resolvedFrom(path, peer)?.version
        if (version === undefined || semver.satisfies(version, range)) return []
        if (typeof override === 'object' && override[peer] === `$${peer}`) return []
        return [`${path} wants ${peer}@${range}, finds ${version}`]
      })
    })
    expect(unmet).toEqual([])
  })

  it('names every package with an install script in allowScripts', () => {
    const unreviewed = Object.entries(lock.packages).flatMap(([path, entry]) =>
      entry.hasInstallScript && path !== '' && !(nameAt(path) in project.allowScripts)
        ? [`${nameAt(path)}@${entry.version ?? '?'}`]
        : [],
    )
    expect(unreviewed).toEqual([])
  })

  it('README says why each overridden peer and each refused install script is harmless', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8')
    const overriddenPeers = Object.entries(project.overrides)
      .filter(([, value]) => typeof value === 'object')
      .map(([name]) => name)
    const refusedScripts = Object.entries(project.allowScripts)
      .filter(([, allowed]) => !allowed)
      .map(([name]) => name)
    for (const name of [...overriddenPeers, ...refusedScripts])
      expect(readme).toContain(`\`${name}\``)
  })
})
