import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyRestore } from '../../owner/archive/applyRestore.ts'
import { valueText } from '../../owner/archive/columns.ts'
import { importMarkdown } from '../../owner/archive/importers/markdown.ts'
import { stableId } from '../../owner/archive/importers/stableId.ts'
import { importWordPress } from '../../owner/archive/importers/wordpress.ts'
import { planRestore } from '../../owner/archive/restorePlan.ts'
import { createArchiveBackend } from '../../shared/backend/archiveBackend.ts'
import type { BackendClient } from '../../shared/backend/client.ts'
import { fetchPostRedirects } from '../../shared/backend/redirects.ts'
import { clientRowReader } from '../../shared/backend/rowReads.ts'
import { createPostSanitizer } from '../../shared/content/sanitizePostHtml.ts'
import { folderTree } from '../../scripts/archive/folderTree.ts'
import type { Database } from '../../supabase/local/database/Database.ts'
import { migrate } from '../../supabase/local/database/migrate.ts'
import { runArchiveCli } from './support/archive-cli.ts'
import { anonClient, ownerClient } from './support/clients.ts'
import { MIGRATIONS_DIR, openDatabaseBefore } from './support/migrated-database.ts'
import { backendTarget } from './support/target.ts'

/**
 * Whole sites imported one after another through the command line, as an owner moving to this
 * site does: an imported post is never mailed when it is published again; two WordPress sites
 * that both number from 1 keep a post each, and an install that imported before ids named the
 * site keeps its rows; a post whose slug a post from another source has arrives under a free
 * one; a Jekyll site's old addresses lead to their posts. And the posts imports published before
 * they were marked mailed are marked by a migration.
 */

const target = backendTarget()
const fixture = (path: string) =>
  join(import.meta.dirname, '..', 'fixtures', 'imports', ...path.split('/'))
const sanitize = createPostSanitizer(new JSDOM('').window)
const scratch = mkdtempSync(join(tmpdir(), 'import-sites-'))
let owner: BackendClient

const importing = async (args: readonly string[], mode = '--yes') => {
  const run = await runArchiveCli(
    'import',
    ['--url', target.url, '--email', target.owner.email, ...args, mode],
    { input: `${target.owner.password}\n` },
  )
  expect(run.code, run.output).toBe(0)
  return run.output
}

const postBySlug = async (slug: string) =>
  (
    await owner
      .from('blog_posts')
      .select('id, title, published, newsletter_sent')
      .eq('slug', slug)
      .single()
      .throwOnError()
  ).data

/** Unpublishes and publishes a post again, as the list's buttons do; whether it asked to mail. */
async function republishAsksForMail(id: string): Promise<boolean> {
  await owner.from('blog_posts').update({ published: false }).eq('id', id).throwOnError()
  await owner.from('blog_posts').update({ published: true }).eq('id', id).throwOnError()
  // The database asks the newsletter function in the same statement, recording it here.
  const { data } = await owner
    .from('newsletter_sends')
    .select('post_id')
    .eq('post_id', id)
    .throwOnError()
  return data.length > 0
}

beforeAll(async () => {
  owner = await ownerClient()
})

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe.runIf(target.flavour !== 'hosted')('imports of whole sites', () => {
  it('never mails an imported post published again, and redirects its Jekyll address to it', async () => {
    await importing(['--markdown', fixture('jekyll-site')])
    const post = await postBySlug('some-slug')
    expect(post).toMatchObject({ published: true, newsletter_sent: true })
    expect(await republishAsksForMail(post.id)).toBe(false)

    expect(await fetchPostRedirects(clientRowReader(anonClient()))).toEqual(
      expect.arrayContaining([
        { fromPath: '/2013/05/08/some-slug/', slug: 'some-slug' },
        { fromPath: '/pricing/2014/01/20/second-retainer/', slug: 'second-retainer' },
      ]),
    )
  })

  it('never mails a published post a restore brings back from an archive made before', async () => {
    const imported = await importMarkdown({
      files: await folderTree(fixture('hugo-site')),
      sanitize,
    })
    // As an archive exported before imports marked their posts held them: not mailed.
    const posts = (imported.archive.tables.blog_posts ?? []).map((row) => ({
      ...row,
      newsletter_sent: false,
    }))
    const archive = {
      ...imported.archive,
      tables: { ...imported.archive.tables, blog_posts: posts },
    }
    const backend = createArchiveBackend(owner)
    await applyRestore(backend, await planRestore(backend, archive))
    const post = await postBySlug('quarterly-review')
    expect(post.newsletter_sent).toBe(true)
    expect(await republishAsksForMail(post.id)).toBe(false)
  })

  it('keeps the posts an earlier import wrote, and a second site’s post 1 replaces none of them', async () => {
    // Anna's site as an import wrote it before ids named the site: `wordpress:post:<id>`.
    const anna = await importWordPress({
      xml: readFileSync(fixture('two-wordpress-sites/anna.xml'), 'utf8'),
      uploads: null,
      sanitize,
    })
    const wordpressIds = new Map([
      ['pricing-without-fear', '1'],
      ['a-year-of-retainers', '2'],
    ])
    const earlier = new Map<unknown, string>()
    for (const row of anna.archive.tables.blog_posts ?? []) {
      earlier.set(
        row.id,
        await stableId(`wordpress:post:${wordpressIds.get(valueText(row.slug)) ?? ''}`),
      )
    }
    const tables = {
      blog_posts: (anna.archive.tables.blog_posts ?? []).map((row) => ({
        ...row,
        id: earlier.get(row.id) ?? '',
        newsletter_sent: false,
      })),
      redirects: await Promise.all(
        (anna.archive.tables.redirects ?? []).map(async (row) => ({
          ...row,
          id: await stableId(`wordpress:redirect:${valueText(row.from_path)}`),
          post_id: earlier.get(row.post_id) ?? '',
        })),
      ),
    }
    const backend = createArchiveBackend(owner)
    await applyRestore(backend, await planRestore(backend, { ...anna.archive, tables }))

    const again = await importing(['--wordpress', fixture('two-wordpress-sites/anna.xml')])
    expect(again).toMatch(/Blog posts: 0 new, 0 \w+.*, 2 unchanged/)
    expect(again).toMatch(/Redirects from old addresses: 0 new, 0 \w+.*, 2 unchanged/)
    const ben = await importing(['--wordpress', fixture('two-wordpress-sites/ben.xml')])
    expect(ben).toMatch(/Blog posts: 2 new, 0 \w+/)

    expect((await postBySlug('pricing-without-fear')).title).toBe('Pricing without fear')
    expect((await postBySlug('hiring-the-first-operator')).title).toBe('Hiring the first operator')
    expect(await fetchPostRedirects(clientRowReader(anonClient()))).toEqual(
      expect.arrayContaining([
        { fromPath: '/2019/03/pricing-without-fear/', slug: 'pricing-without-fear' },
        { fromPath: '/blog/2021/06/hiring-the-first-operator/', slug: 'hiring-the-first-operator' },
      ]),
    )
  })

  it('says plainly which posts a dry run would replace, and writes nothing', async () => {
    const edited = join(scratch, 'anna-edited.xml')
    writeFileSync(
      edited,
      readFileSync(fixture('two-wordpress-sites/anna.xml'), 'utf8')
        .replace('<![CDATA[Pricing without fear]]>', '<![CDATA[Pricing, without fear]]>')
        .replace(
          '<wp:post_modified_gmt><![CDATA[2019-03-04 08:00:00]]>',
          '<wp:post_modified_gmt><![CDATA[2019-04-01 08:00:00]]>',
        ),
    )
    const output = await importing(['--wordpress', edited], '--dry-run')
    expect(output).toMatch(/Blog posts: 0 new, 1 replaced, 1 unchanged/)
    expect(output).toContain(
      'replaced: “Pricing without fear” would become “Pricing, without fear”',
    )
    expect((await postBySlug('pricing-without-fear')).title).toBe('Pricing without fear')
  })

  it('gives a post whose slug a page from another source has a free slug, and writes it', async () => {
    expect(await postBySlug('footnotes')).toMatchObject({ published: false })
    const output = await importing(['--ghost', fixture('ghost/footnotes.json')])
    expect(output).toContain(
      'Footnotes: Its address /blog/footnotes belongs to “Footnotes” here; its address is now /blog/footnotes-2.',
    )
    expect(output).not.toMatch(/in conflict/)
    expect(await postBySlug('footnotes-2')).toMatchObject({
      published: true,
      newsletter_sent: true,
    })
  })
})

describe.runIf(target.flavour !== 'hosted')(
  'posts imports published before they were marked mailed',
  () => {
    let db: Database

    beforeAll(async () => {
      db = await openDatabaseBefore('20261129100000')
    })

    afterAll(async () => {
      await db.close()
    })

    it('are marked by the migration, as no edit; a post the newsletter was asked about is not', async () => {
      await db.transaction((session) =>
        session.exec(`
        select set_config('app.restoring_archive', 'on', true);
        insert into public.blog_posts (title, slug, content, tags, published) values
          ('Imported', 'imported', '<p>From 2013.</p>', array['Old'], true);
        select set_config('app.restoring_archive', 'off', true);
        insert into public.blog_posts (title, slug, content, tags, published) values
          ('Written here', 'written-here', '<p>New.</p>', array['New'], true);
      `),
      )
      const read = () =>
        db.transaction((session) =>
          session.query<{ slug: string; newsletter_sent: boolean; updated_at: string }>(
            `select slug, newsletter_sent, updated_at::text from public.blog_posts
            where slug in ('imported', 'written-here') order by slug`,
          ),
        )
      const before = await read()
      expect(before.map((post) => [post.slug, post.newsletter_sent])).toEqual([
        ['imported', false],
        ['written-here', false],
      ])

      await migrate(db, { migrationsDir: MIGRATIONS_DIR, seedFile: null })

      expect(await read()).toEqual([{ ...before[0], newsletter_sent: true }, before[1]])
    })
  },
)
