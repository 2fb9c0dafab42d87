import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { type CustomRecord, close, createIndex } from 'pagefind'
import type { PublicationCard } from '../../shared/backend/publications.ts'
import type { ContentStamp } from '../data/pageQueryCache.ts'
import { SEARCH_BUNDLE_PATH, SEARCH_STAMP_FILE } from '../search/searchFiles.ts'
import { fileForPath, postPath } from './publicPaths.ts'

/**
 * Inside a post page's searched part (its `data-pagefind-body` article), what is not the post:
 * the ways back and on, the newsletter sign-up, and the meta line (author, read time), which
 * every post has and no reader searches for.
 */
const NOT_SEARCHED = ['.back-link', '.post-meta', '.post-leads-on', '.newsletter', 'a.button']

/** Pagefind's ready-made interfaces: the site draws its own search, so they are not shipped. */
const UNUSED_BUNDLE_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\.|^playground\//

/** What the search index is built from. */
export interface SearchInput {
  /** The built pages searched, by address: every published post's page, and nothing else. */
  pages: readonly { url: string; html: string }[]
  /** Publications have no page here (they link out): each is a record of its card's text. */
  publications: readonly PublicationCard[]
}

/**
 * The pages and records to index: the published posts' pages as the build rendered them
 * (`pageHtml` gives a page's HTML by its address; drafts, previews, the app shell, the owner's
 * screens and the not-found page have none), and the publications.
 */
export function searchInput(
  posts: readonly { slug: string }[],
  publications: readonly PublicationCard[],
  pageHtml: (path: string) => string,
): SearchInput {
  return {
    pages: posts.map(({ slug }) => ({ url: postPath(slug), html: pageHtml(postPath(slug)) })),
    publications,
  }
}

/** A built page's HTML as written in `outDir`, by its address. */
export function writtenPage(outDir: string): (path: string) => string {
  return (path) => readFileSync(join(outDir, fileForPath(path)), 'utf8')
}

/** A publication as a search record: found by its title, text and tags, leading to it. */
function publicationRecord(publication: PublicationCard): CustomRecord {
  const tags = publication.tags ?? []
  return {
    url: publication.publication_url,
    language: 'en',
    content: [publication.title, publication.excerpt ?? '', tags.join('. ')].join('\n'),
    meta: {
      title: publication.title,
      date: publication.published_date,
      excerpt: publication.excerpt ?? '',
      source: publication.publication_name,
    },
    filters: { tag: tags },
  }
}

/** A file of the search bundle, by its path under SEARCH_BUNDLE_PATH. */
export interface SearchFile {
  path: string
  content: Uint8Array
}

/**
 * Builds the search index with Pagefind from the site's pages (English stemming; title, excerpt,
 * body and tags; tags as a filter; date and excerpt as metadata), given from memory so that
 * nothing is read back: the bundle's files, and beside them the content stamp it was built at.
 */
export async function buildSearchBundle(
  input: SearchInput,
  stamp: ContentStamp,
): Promise<SearchFile[]> {
  try {
    const { index, errors } = await createIndex({
      forceLanguage: 'en',
      excludeSelectors: NOT_SEARCHED,
    })
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
    for (const page of input.pages) {
      checked(page.url, await index.addHTMLFile({ url: page.url, content: page.html }))
    }
    for (const publication of input.publications) {
      checked(publication.title, await index.addCustomRecord(publicationRecord(publication)))
    }
    const { files, errors: writeErrors } = await index.getFiles()
    if (writeErrors.length > 0) throw new Error(`Pagefind: ${writeErrors.join('; ')}`)
    return [
      ...files.filter((file) => !UNUSED_BUNDLE_FILE.test(file.path)),
      {
        path: SEARCH_STAMP_FILE.slice(SEARCH_BUNDLE_PATH.length),
        content: new TextEncoder().encode(JSON.stringify(stamp)),
      },
    ]
  } finally {
    await close()
  }
}

/** Builds the search index (buildSearchBundle) into `outDir`; returns how long it took. */
export async function writeSearchIndex(
  outDir: string,
  input: SearchInput,
  stamp: ContentStamp,
): Promise<{ seconds: number }> {
  const started = performance.now()
  const bundle = join(outDir, SEARCH_BUNDLE_PATH)
  for (const file of await buildSearchBundle(input, stamp)) {
    mkdirSync(dirname(join(bundle, file.path)), { recursive: true })
    writeFileSync(join(bundle, file.path), file.content)
  }
  return { seconds: (performance.now() - started) / 1000 }
}

function checked(what: string, response: { errors: string[] }): void {
  if (response.errors.length > 0) {
    throw new Error(`Pagefind could not index ${what}: ${response.errors.join('; ')}`)
  }
}
