import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MANIFEST_PATH } from '../../owner/archive/archive.ts'
import { readArchive } from '../../owner/archive/readArchive.ts'
import { unzipFiles } from '../../owner/archive/zip.ts'
import { runArchiveCli } from './support/archive-cli.ts'
import { ownerClient } from './support/clients.ts'
import { backendTarget } from './support/target.ts'

/**
 * `npm run export`, `restore` and `import` against the suite's backend. Only what the command
 * line adds (sign-in, files, confirmation) is tested here, once: the engines are tested with
 * both databases in archive-restore.test.ts.
 */

const target = backendTarget()
const fixtures = (path: string) =>
  join(import.meta.dirname, '..', 'fixtures', 'imports', ...path.split('/'))

/** Every file and folder under a folder, by path: what a test checks was not touched. */
function listing(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()
}

async function postCount(): Promise<number | null> {
  const owner = await ownerClient()
  const { count } = await owner.from('blog_posts').select('id', { count: 'exact' }).limit(1)
  return count
}

describe.runIf(target.flavour === 'pglite')('the archive command line', () => {
  let folder: string
  const url = target.url
  const owner = target.owner

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'archive-cli-'))
  })

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true })
  })

  it('exports as the owner, asking for the password, or with the service-role key, and both hold the same', async () => {
    const asOwner = await runArchiveCli(
      'export',
      ['--url', url, '--email', owner.email, '--out', join(folder, 'owner.zip'), '--personal-data'],
      { input: `${owner.password}\n` },
    )
    expect(asOwner.output).toMatch(/Password: /)
    expect(asOwner.output).toMatch(
      /Wrote .*owner\.zip \(\d+ KB\), with enquiries and subscribers\./,
    )
    expect(asOwner.code).toBe(0)

    const asService = await runArchiveCli(
      'export',
      ['--url', url, '--out', join(folder, 'service.zip'), '--personal-data'],
      { env: { SUPABASE_SERVICE_ROLE_KEY: target.serviceRoleKey } },
    )
    expect(asService.code).toBe(0)
    expect(asService.output).not.toMatch(/Password/)

    const tables = (file: string) =>
      [...unzipFiles(readFileSync(join(folder, file)))].filter(([path]) => path !== MANIFEST_PATH)
    expect(tables('service.zip')).toEqual(tables('owner.zip'))
    const { archive } = await readArchive(readFileSync(join(folder, 'owner.zip')))
    expect(archive.tables.blog_posts).toHaveLength((await postCount()) ?? -1)
    expect(listing(folder)).toEqual(['owner.zip', 'service.zip'])
  })

  it('shows what an import would write, and writes nothing without --yes', async () => {
    const before = await postCount()
    const imported = await runArchiveCli(
      'import',
      ['--url', url, '--email', owner.email, '--markdown', fixtures('markdown')],
      { input: `${owner.password}\n` },
    )
    expect(imported.output).toMatch(/Blog posts: 5 new, 0 replaced, 0 unchanged/)
    expect(imported.output).toMatch(/Nothing was written: run again with --yes/)
    expect(imported.code).toBe(0)
    expect(await postCount()).toBe(before)
  })

  it('refuses a ZIP cut short and one with a path like ../../x: a clear error, nothing written or touched', async () => {
    const inner = join(folder, 'a', 'b')
    mkdirSync(inner, { recursive: true })
    const whole = readFileSync(join(folder, 'owner.zip'))
    const files = unzipFiles(whole)
    writeFileSync(join(inner, 'cut.zip'), whole.subarray(0, Math.floor(whole.length / 2)))
    writeFileSync(
      join(inner, 'escape.zip'),
      zipSync({ ...Object.fromEntries(files), '../../x': new Uint8Array([1]) }),
    )
    const before = listing(folder)
    const posts = await postCount()

    const expected: Record<string, RegExp> = {
      'cut.zip': /cut\.zip is not a complete ZIP archive: it may have been cut short/,
      'escape.zip':
        /escape\.zip holds files whose paths lead outside its folder, so nothing was read from it:\n- "\.\.\/\.\.\/x"/,
    }
    for (const [file, message] of Object.entries(expected)) {
      const run = await runArchiveCli('restore', ['--url', url, '--in', join(inner, file), '--yes'])
      expect(run.output).toMatch(message)
      expect(run.output).not.toMatch(/Password/)
      expect(run.code).toBe(1)
    }
    expect(listing(folder)).toEqual(before)
    expect(await postCount()).toBe(posts)
  })

  it('fetches the images an import has only on the web when asked, listing the one it could not', async () => {
    const photo = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'images', 'sample.png'))
    const server = createServer((request, response) => {
      if (request.url === '/photo.png') response.writeHead(200).end(photo)
      else response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const posts = mkdtempSync(join(tmpdir(), 'archive-cli-remote-'))
    try {
      writeFileSync(
        join(posts, 'pictures.md'),
        `---\ntitle: Pictures\ntags: [Travel]\n---\n![A](${origin}/photo.png) ![B](${origin}/gone.png)\n`,
      )
      const run = await runArchiveCli(
        'import',
        ['--url', url, '--markdown', posts, '--fetch-images', '--dry-run'],
        { env: { SUPABASE_SERVICE_ROLE_KEY: target.serviceRoleKey } },
      )
      expect(run.output).toMatch(/Fetching images from the web: 2 done/)
      expect(run.output).toMatch(/Images: 1 new/)
      expect(run.output).toContain(
        `Images copied from the web (1):\n  Pictures: ${origin}/photo.png was copied into the site.`,
      )
      expect(run.output).toContain(
        `Pictures: ${origin}/gone.png was not copied (its site answered 404); it stays linked.`,
      )
      expect(run.code).toBe(0)
    } finally {
      server.close()
      rmSync(posts, { recursive: true, force: true })
    }
  })
})
