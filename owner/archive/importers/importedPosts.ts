import { readTimeMinutes } from '../../../shared/domain/readTime.ts'
import { plainText } from '../../../shared/domain/text.ts'
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type Archive,
  type ArchiveImage,
  countsOf,
} from '../archive.ts'
import type { ArchiveRow } from '../columns.ts'
import { importIds } from './importIds.ts'
import { redirectsOf } from './importedRedirects.ts'
import { type ImportRun, subjectOf } from './importRun.ts'
import { type CheckedPost, checkedPost } from './postChecks.ts'
import { imageLink, importedContent, storePostImages } from './postContent.ts'
import { uniqueSlugs, validSlug } from './slugs.ts'
import { siteAddress, siteKey } from './sourceSite.ts'
import type { ImportResult, ImportSettings, SourcePost } from './sourcePost.ts'

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim() || null

/** The post's fields as this site has them, checked against every rule of the database. */
function checkedFields(run: ImportRun, post: SourcePost) {
  const content = importedContent(run, post)
  const banner = post.banner ? imageLink(run, post.banner, post) : {}
  const bannerUrl = 'link' in banner ? banner.link : (banner.remote ?? null)
  const excerpt = post.excerpt === null ? '' : plainText(post.excerpt)
  const { state } = post
  return checkedPost({
    title: oneLine(post.title) ?? '',
    slug: validSlug(post.slug, post.title),
    excerpt: excerpt === '' ? null : excerpt,
    content,
    tags: post.tags.map((tag) => tag.trim()),
    published: state.state === 'public',
    scheduled_at: state.state === 'scheduled' ? state.at : null,
    read_time: readTimeMinutes(content),
    featured_image_url: bannerUrl,
    featured_image_variants: 'variants' in banner ? banner.variants : null,
    // Alt text describes the banner: without one (left out, or never given) it has no use.
    banner_alt: bannerUrl === null ? null : oneLine(post.bannerAlt),
    author: oneLine(post.author ?? ''),
  })
}

/** Notes what became of the post on its way in: its new address, and why it is not public. */
function noteArrival(run: ImportRun, post: SourcePost, fields: CheckedPost): void {
  const subject = subjectOf(post)
  if (fields.slug !== post.slug) {
    const was = post.slug.trim() === '' ? 'had no slug' : `had the slug “${post.slug}”`
    run.note('renamed', subject, `It ${was}; its address is now /blog/${fields.slug}.`)
  }
  const { state } = post
  if (state.state === 'draft') run.note('draft', subject, state.why)
  if (state.state === 'scheduled' && fields.scheduled_at !== null) {
    run.note('scheduled', subject, state.why)
  }
}

/** One post as a row of this site and its redirects, or null when a rule refused it. */
async function importPost(
  run: ImportRun,
  post: SourcePost,
): Promise<{ row: ArchiveRow; redirects: ArchiveRow[] } | null> {
  const subject = subjectOf(post)
  const checked = checkedFields(run, post)
  if ('refused' in checked) {
    run.note('skipped', subject, checked.refused)
    return null
  }
  for (const message of checked.notes) run.note('changed', subject, message)
  const fields: CheckedPost = { ...checked.post, slug: run.unique(checked.post.slug) }
  noteArrival(run, post, fields)

  const createdAt = post.createdAt ?? post.publishDate ?? post.updatedAt ?? run.now
  const { id, earlier } = await run.ids.post(post.key)
  if (earlier !== null) run.earlierIds.set(id, earlier)
  const row = {
    id,
    ...fields,
    featured: post.featured,
    publish_date: fields.published ? (post.publishDate ?? createdAt) : null,
    created_at: createdAt,
    updated_at: post.updatedAt ?? createdAt,
    // A post published where it came from went out to its readers there: this site's
    // subscribers are never mailed an old post, now or when it is published again.
    newsletter_sent: fields.published,
    newsletter_format: 'full',
  }
  return { row, redirects: await redirectsOf(run, post, fields, row) }
}

/**
 * Turns posts from another platform into an archive of this site's rows: HTML sanitised as
 * every post is, every rule of the database applied (postChecks.ts) so that one post never
 * stops the rest, slugs valid and unique, nothing that was not public made public and nothing
 * published mailed, images that were given prepared and stored with the posts (the rest
 * listed; remoteImages.ts fetches those on the web when the owner asks), links from the old
 * site's root led where they can go, and a redirect from each old address.
 * Ids come from the source's own and its site's address, so importing the same file again
 * changes nothing, and another site's post 1 is another post.
 */
export async function buildImport(
  posts: readonly SourcePost[],
  settings: ImportSettings,
): Promise<ImportResult> {
  const notes = [...settings.notes]
  const now = (settings.options.now ?? new Date()).toISOString()
  const stored = await storePostImages(posts, settings)
  notes.push(...stored.notes)
  const address = siteAddress(settings.siteUrl)
  const run: ImportRun = {
    settings,
    stored,
    note: (kind, subject, message) => notes.push({ kind, subject, message }),
    now,
    unique: uniqueSlugs(),
    ids: importIds(settings.source, siteKey(address)),
    site: {
      address,
      unknownBecause: settings.siteUnknownBecause,
      redirected: new Set(
        posts.flatMap((post) => (post.state.state === 'public' ? post.oldPaths : [])),
      ),
    },
    earlierIds: new Map(),
    redirected: new Set(),
  }

  const rows: ArchiveRow[] = []
  const redirects: ArchiveRow[] = []
  for (const post of posts) {
    const imported = await importPost(run, post)
    if (!imported) continue
    rows.push(imported.row)
    redirects.push(...imported.redirects)
  }

  const tables: Archive['tables'] = { blog_posts: rows, redirects }
  const imageList: ArchiveImage[] = stored.images
  return {
    archive: {
      manifest: {
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        exportedAt: now,
        siteUrl: address,
        personalData: false,
        counts: countsOf(tables, imageList),
        files: {},
      },
      tables,
      images: imageList,
    },
    notes,
    earlierIds: run.earlierIds,
  }
}
