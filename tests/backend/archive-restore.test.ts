import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { JSDOM } from 'jsdom'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MANIFEST_PATH, type Archive } from '../../owner/archive/archive.ts'
import { applyRestore } from '../../owner/archive/applyRestore.ts'
import { valueText } from '../../owner/archive/columns.ts'
import { exportArchive, exportArchiveFile } from '../../owner/archive/exportArchive.ts'
import { packArchive } from '../../owner/archive/packArchive.ts'
import { readArchive } from '../../owner/archive/readArchive.ts'
import { planRestore } from '../../owner/archive/restorePlan.ts'
import { unzipFiles } from '../../owner/archive/zip.ts'
import { type ArchiveBackend, createArchiveBackend } from '../../shared/backend/archiveBackend.ts'
import type { BackendClient } from '../../shared/backend/client.ts'
import { importGhost } from '../../owner/archive/importers/ghost.ts'
import { importMarkdown } from '../../owner/archive/importers/markdown.ts'
import { importWordPress } from '../../owner/archive/importers/wordpress.ts'
import { fetchPostRedirects, fetchTagRedirects } from '../../shared/backend/redirects.ts'
import { fetchRevisions } from '../../shared/backend/revisions.ts'
import { clientRowReader } from '../../shared/backend/rowReads.ts'
import { createPostSanitizer } from '../../shared/content/sanitizePostHtml.ts'
import { folderTree } from '../../scripts/archive/folderTree.ts'
import { generatedArchive } from '../../scripts/bench/archive-content.ts'
import { runArchiveCli } from './support/archive-cli.ts'
import { anonClient, ownerClient } from './support/clients.ts'
import { type FreshBackend, startFreshBackend } from './support/fresh-backend.ts'
import { isLocal } from './support/target.ts'

/**
 * Export and restore against real backends: an archive restored into a fresh backend exports
 * again as it was (tables and image bytes; only the manifest's time differs), the dry run says
 * what would change, and a restore that fails writes nothing at all.
 */

const SITE = 'https://consultant.example'

/**
 * An archive's published posts as a restore writes them: mailed, since a restore mails nobody
 * and a post left unmarked would be mailed when next published (owner/archive/mailedPosts.ts).
 */
const publishedAsMailed = (archive: Archive): Archive => ({
  ...archive,
  tables: {
    ...archive.tables,
    blog_posts: (archive.tables.blog_posts ?? []).map((post) =>
      post.published === true ? { ...post, newsletter_sent: true } : post,
    ),
  },
})
const sanitize = createPostSanitizer(new JSDOM('').window)
const fixture = (path: string) =>
  fileURLToPath(new URL(`../fixtures/imports/${path}`, import.meta.url))
const decoder = new TextDecoder()

/** Two ZIPs hold the same files with the same bytes, and manifests that differ only in time. */
function expectSameArchive(first: Uint8Array, second: Uint8Array): void {
  const a = unzipFiles(first)
  const b = unzipFiles(second)
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort())
  for (const [path, bytes] of a) {
    if (path === MANIFEST_PATH) continue
    if (path.endsWith('.json') || path.endsWith('.md')) {
      expect(decoder.decode(b.get(path)), path).toBe(decoder.decode(bytes))
    } else expect(Buffer.from(b.get(path) ?? []).equals(Buffer.from(bytes)), path).toBe(true)
  }
  const manifest = (files: Map<string, Uint8Array>) => {
    const parsed = JSON.parse(decoder.decode(files.get(MANIFEST_PATH))) as Record<string, unknown>
    return { ...parsed, exportedAt: null }
  }
  expect(manifest(b)).toEqual(manifest(a))
}

/** The archive with these posts in place of its own. */
const withPosts = (archive: Archive, posts: Archive['tables']['blog_posts']): Archive => ({
  ...archive,
  tables: { ...archive.tables, blog_posts: posts },
})

/** Everything the backend holds, personal data included, as an archive file. */
const exportAll = (backend: ArchiveBackend) =>
  exportArchiveFile(backend, { siteUrl: SITE, personalData: true })

const counts = (archive: Archive) =>
  Object.fromEntries(Object.entries(archive.tables).map(([name, rows]) => [name, rows.length]))

describe.runIf(isLocal())('export and restore', () => {
  let empty: FreshBackend
  let second: FreshBackend
  let emptyOwner: BackendClient
  let secondOwner: BackendClient

  beforeAll(async () => {
    ;[empty, second] = await Promise.all([
      startFreshBackend({ args: ['--no-seed'] }),
      startFreshBackend({ args: ['--no-seed'] }),
    ])
    ;[emptyOwner, secondOwner] = await Promise.all([
      ownerClient(empty.target),
      ownerClient(second.target),
    ])
  })

  afterAll(async () => {
    await Promise.all([empty.stop(), second.stop()])
  })

  it('restores a generated archive (unicode, HTML, images, personal data) into a fresh backend, which exports it unchanged', async () => {
    const generated = publishedAsMailed(
      generatedArchive({
        posts: 24,
        wordsPerPost: 300,
        images: 12,
        imageBytes: (index) => 4_000 + index * 997,
        personalData: true,
      }),
    )
    const packed = await packArchive(generated)
    const { archive } = await readArchive(packed)
    const backend = createArchiveBackend(emptyOwner)

    const plan = await planRestore(backend, archive)
    const created = Object.fromEntries(
      plan.report.tables.map((table) => [table.table, table.created.length]),
    )
    expect(created).toEqual(counts(archive))
    expect(plan.report.images.created).toHaveLength(12)
    const result = await applyRestore(backend, plan)
    expect(result.rows).toEqual(counts(archive))
    expect(result.images).toBe(12)

    const exported = await exportAll(backend)
    expectSameArchive(packed, exported)
    // Each post's history, and what was made of its images, came back as they were.
    const back = (await readArchive(exported)).archive.tables
    expect(back.blog_post_revisions?.length).toBeGreaterThan(24)
    expect(back.blog_posts?.filter((post) => post.featured_image_variants !== null)).toHaveLength(8)

    const again = await planRestore(backend, (await readArchive(exported)).archive)
    expect(again.rowWrites).toEqual([])
    expect(again.imageWrites).toEqual([])
    const withoutPersonal = await planRestore(backend, archive, { personalData: false })
    expect(withoutPersonal.report.tables.map((table) => table.table)).not.toContain(
      'newsletter_subscribers',
    )
  })

  it('restores the demo content into a fresh backend, which exports it unchanged', async () => {
    const demo = createArchiveBackend(await ownerClient())
    const first = await exportAll(demo)
    const backend = createArchiveBackend(secondOwner)
    const { archive } = await readArchive(first)
    expect(archive.tables.blog_posts?.length).toBeGreaterThan(0)
    expect(archive.tables.blog_post_revisions?.length).toBeGreaterThan(0)

    await applyRestore(backend, await planRestore(backend, archive))
    const again = await exportAll(backend)
    expectSameArchive(first, again)
  })

  it('shows in a dry run what it would create, update, leave alone, and what is newer in the backend', async () => {
    const backend = createArchiveBackend(secondOwner)
    const archive = await exportArchive(backend, { siteUrl: SITE, personalData: false })
    const [first, second, third] = archive.tables.blog_posts ?? []
    if (!first || !second || !third) throw new Error('The demo content has fewer than three posts')

    // The owner edits the second post after the archive was made.
    await secondOwner
      .from('blog_posts')
      .update({ title: 'Edited since' })
      .eq('id', valueText(second.id))
    const edited = withPosts(archive, [
      { ...first, title: 'Changed in the archive' },
      { ...second, title: 'Older copy' },
      third,
      { ...third, id: crypto.randomUUID(), title: 'Brand new', slug: 'brand-new-post' },
      { ...third, id: crypto.randomUUID(), title: 'Clashing', slug: valueText(first.slug) },
    ])
    const plan = await planRestore(backend, edited)
    const posts = plan.report.tables.find((table) => table.table === 'blog_posts')
    expect(posts?.created.map((row) => row.name)).toEqual(['Brand new'])
    expect(posts?.updated.map((row) => row.name)).toEqual(['Changed in the archive'])
    expect(posts?.unchanged).toBe(1)
    expect(posts?.conflicts.map((row) => [row.name, row.reason])).toEqual([
      ['Older copy', 'newer'],
      ['Clashing', 'taken'],
    ])
    expect(posts?.onlyInBackend).toBe((archive.tables.blog_posts?.length ?? 0) - 3)

    await applyRestore(backend, plan)
    const titles = async () =>
      (await secondOwner.from('blog_posts').select('title')).data?.map((row) => row.title)
    expect(await titles()).toEqual(
      expect.arrayContaining(['Changed in the archive', 'Edited since', 'Brand new']),
    )
    expect(await titles()).not.toContain('Clashing')

    const overwrite = await planRestore(backend, edited)
    const revisions = overwrite.report.tables.find((table) => table.table === 'blog_post_revisions')
    expect([revisions?.created.length, revisions?.unchanged]).toEqual([
      0,
      archive.tables.blog_post_revisions?.length,
    ])
    await applyRestore(backend, overwrite, { overwriteNewer: true })
    expect(await titles()).toContain('Older copy')
    // The archive's history, the owner's edit since, and the text the restore replaced it with.
    const history = await fetchRevisions(secondOwner, valueText(second.id))
    const archived = archive.tables.blog_post_revisions?.filter(
      (revision) => revision.post_id === second.id,
    )
    expect(history.map((revision) => [revision.title, revision.changed_through])).toEqual([
      ['Older copy', 'archive'],
      ['Edited since', 'authenticated'],
      ...(archived ?? []).reverse().map((revision) => [revision.title, revision.changed_through]),
    ])
  })

  it('writes nothing when a row changed between the dry run and the restore', async () => {
    const backend = createArchiveBackend(secondOwner)
    const before = await exportAll(backend)
    const archive = (await readArchive(before)).archive
    const [post] = archive.tables.blog_posts ?? []
    if (!post) throw new Error('No post to change')
    const changed = withPosts(archive, [
      { ...post, title: 'From the archive' },
      { ...post, id: crypto.randomUUID(), slug: 'never-written', title: 'Never written' },
    ])
    const plan = await planRestore(backend, changed)
    await secondOwner
      .from('blog_posts')
      .update({ excerpt: 'Meanwhile' })
      .eq('id', valueText(post.id))
    const after = await exportAll(backend)

    await expect(applyRestore(backend, plan)).rejects.toThrow(/changed since the dry run/)
    expectSameArchive(after, await exportAll(backend))
  })

  it('writes nothing, and takes its images back, when the database refuses a row', async () => {
    const backend = createArchiveBackend(secondOwner)
    const before = await exportAll(backend)
    const generated = generatedArchive({
      posts: 3,
      wordsPerPost: 50,
      images: 2,
      imageBytes: (index) => 5_000 + index,
      personalData: false,
    })
    const [good, , bad] = generated.tables.blog_posts ?? []
    if (!good || !bad) throw new Error('Too few generated posts')
    const broken: Archive = {
      ...generated,
      // No tags: the database's blog_posts_tags_required refuses it.
      tables: { blog_posts: [good, { ...bad, tags: [] }] },
    }
    const plan = await planRestore(backend, broken)
    expect(plan.imageWrites).toHaveLength(2)
    await expect(applyRestore(backend, plan)).rejects.toThrow(/blog_posts_tags_required/)
    expectSameArchive(before, await exportAll(backend))
  })

  it('imports a WordPress export into the dry run, writes it with its images and redirects, and a second import changes nothing', async () => {
    const backend = createArchiveBackend(emptyOwner)
    const importFile = async () =>
      importWordPress({
        xml: readFileSync(fixture('wordpress/export.xml'), 'utf8'),
        uploads: await folderTree(fixture('wordpress/uploads')),
        sanitize,
      })
    const imported = await importFile()
    const plan = await planRestore(backend, imported.archive, { notes: imported.notes })
    expect(plan.report.notes).toEqual(imported.notes)
    const created = (table: string) =>
      plan.report.tables.find((report) => report.table === table)?.created.length
    expect([created('blog_posts'), created('redirects')]).toEqual([6, 3])
    expect(plan.report.images.created).toEqual([
      'blog-images/imported/wordpress/d630672072135a6e-photo.jpg',
      'blog-images/imported/wordpress/9ae330b12375c347-banner.png',
    ])
    await applyRestore(backend, plan)

    const { data: hostile } = await emptyOwner
      .from('blog_posts')
      .select('content')
      .eq('slug', 'unicode-post')
      .single()
    expect(hostile?.content).toContain('Hostile text.')
    expect(hostile?.content).not.toMatch(/<script|onerror|onclick|javascript:/i)
    const { data: hello } = await emptyOwner
      .from('blog_posts')
      .select('featured_image_url')
      .eq('slug', 'hello-world')
      .single()
    const banner = await fetch(hello?.featured_image_url ?? '')
    expect(banner.headers.get('content-type')).toBe('image/png')

    // What the build writes into the static host's redirects file, as a visitor reads it.
    const rules = await fetchPostRedirects(clientRowReader(anonClient(empty.target)))
    expect(rules.filter((rule) => !rule.slug.startsWith('post-'))).toEqual([
      { fromPath: '/2019/05/hello-world/', slug: 'hello-world' },
      { fromPath: '/2020/01/中文/', slug: 'unicode-post' },
      { fromPath: '/2021/03/blocks/', slug: 'blocks' },
    ])

    const again = await planRestore(backend, (await importFile()).archive)
    expect(again.rowWrites).toEqual([])
    expect(again.imageWrites).toEqual([])

    // An archive of redirects alone points at posts the backend has.
    const [redirect] = imported.archive.tables.redirects ?? []
    if (!redirect) throw new Error('The import made no redirect')
    const extra = { ...redirect, id: crypto.randomUUID(), from_path: '/old/extra/' }
    const redirectsOnly = { ...imported.archive, tables: { redirects: [extra] }, images: [] }
    const report = (await planRestore(backend, redirectsOnly)).report.tables
    expect(report.map((table) => [table.table, table.created.length, table.conflicts])).toEqual([
      ['redirects', 1, []],
    ])
  })

  it('imports a Ghost export and a Markdown folder next to what is there', async () => {
    const backend = createArchiveBackend(emptyOwner)
    const ghost = await importGhost({
      json: readFileSync(fixture('ghost/export.json'), 'utf8'),
      images: await folderTree(fixture('ghost')),
      sanitize,
    })
    await applyRestore(backend, await planRestore(backend, ghost.archive))
    const markdown = await importMarkdown({
      files: await folderTree(fixture('markdown')),
      sanitize,
    })
    const plan = await planRestore(backend, markdown.archive)
    expect(plan.report.tables[0]?.created.map((post) => post.name).sort()).toEqual([
      'An idea',
      'First post: what “scale” means',
      'Hostile',
      'Same slug A',
      'Same slug B',
    ])
    await applyRestore(backend, plan)
    const slugs = ['pricing-for-growth', 'pricing-for-growth-2', 'first-post', 'shared', 'shared-2']
    for (const slug of slugs) {
      const { data } = await emptyOwner.from('blog_posts').select('slug').eq('slug', slug)
      expect(data).toEqual([{ slug }])
    }
  })

  it('carries renamed tags, so a renamed tag’s old address redirects again after a restore', async () => {
    const backend = createArchiveBackend(emptyOwner)
    await emptyOwner
      .from('blog_posts')
      .insert({
        title: 'Fees, openly',
        slug: 'fees-openly',
        content: '<p>Fees.</p>',
        tags: ['Pricing'],
      })
      .throwOnError()
    await emptyOwner.rpc('rename_tag', { tag: 'Pricing', new_name: 'Fees' }).throwOnError()
    const visitor = clientRowReader(anonClient(empty.target))
    const renamed = { fromTag: 'Pricing', toTag: 'Fees' }
    expect(await fetchTagRedirects(visitor)).toContainEqual(renamed)

    const { archive } = await readArchive(await exportAll(backend))
    expect(archive.tables.tag_redirects).toContainEqual(
      expect.objectContaining({ from_tag: 'Pricing', to_tag: 'Fees' }),
    )

    // Restored elsewhere (the archive's renamed tag alone), the old address redirects there too.
    const elsewhere = createArchiveBackend(secondOwner)
    const renamesOnly = {
      ...archive,
      tables: {
        tag_redirects: (archive.tables.tag_redirects ?? []).filter(
          (row) => row.from_tag === 'Pricing',
        ),
      },
      images: [],
    }
    const plan = await planRestore(elsewhere, renamesOnly)
    expect(plan.report.tables.map((table) => [table.table, table.created.length])).toEqual([
      ['tag_redirects', 1],
    ])
    await applyRestore(elsewhere, plan)
    expect(await fetchTagRedirects(clientRowReader(anonClient(second.target)))).toEqual([renamed])
    expect((await planRestore(elsewhere, renamesOnly)).rowWrites).toEqual([])
  })

  it('is for the owner only: a visitor can neither stage nor apply a restore', async () => {
    const visitor = createArchiveBackend(anonClient(empty.target))
    const part = {
      uploadId: crypto.randomUUID(),
      part: 0,
      table: 'blog_posts',
      payload: {},
    } as const
    await expect(visitor.stagePart(part)).rejects.toThrow(/permission denied/)
    await expect(visitor.applyUpload(part.uploadId, 1)).rejects.toThrow(/permission denied/)
    const archive = await exportArchive(createArchiveBackend(emptyOwner), {
      siteUrl: SITE,
      personalData: false,
    })
    await expect(planRestore(visitor, archive)).rejects.toThrow(/Only the site owner/)
  })

  it('with two-factor on, lets no password-only session restore, and the command line asks for the code', async () => {
    const owner = await ownerClient(second.target)
    const enrolled = await owner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Archive' })
    if (enrolled.error) throw new Error(enrolled.error.message)
    const totp = new TOTP({ secret: Secret.fromBase32(enrolled.data.totp.secret) })
    const verified = await owner.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totp.generate(),
    })
    if (verified.error) throw new Error(verified.error.message)

    const passwordOnly = createArchiveBackend(await ownerClient(second.target))
    const part = {
      uploadId: crypto.randomUUID(),
      part: 0,
      table: 'blog_posts',
      payload: {},
    } as const
    await expect(passwordOnly.stagePart(part)).rejects.toThrow(/signed in with two-factor/)
    // It would read only what visitors see, so it may not export either: no silent gaps.
    await expect(
      exportArchive(passwordOnly, { siteUrl: SITE, personalData: false }),
    ).rejects.toThrow(/Only the site owner, signed in with two-factor when it is on/)

    const folder = mkdtempSync(join(tmpdir(), 'archive-two-factor-'))
    try {
      const { email, password } = second.target.owner
      // The next period's code: the one just used may not be used again.
      const code = totp.generate({ timestamp: Date.now() + 30_000 })
      const run = await runArchiveCli(
        'export',
        ['--url', second.target.url, '--email', email, '--out', join(folder, 'site.zip')],
        { input: `${password}\n${code}\n` },
      )
      expect(run.output).toMatch(/Password: \nTwo-factor code: /)
      expect(run.code).toBe(0)
      expect(readdirSync(folder)).toEqual(['site.zip'])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
