import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, extname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'
import { type Plugin, type ResolvedConfig, build, loadEnv } from 'vite'
import { fetchPublishedSummaries } from '../../shared/backend/posts.ts'
import { countPublications, fetchPublicationCards } from '../../shared/backend/publications.ts'
import { createPublicBackend } from '../../shared/backend/publicBackend.ts'
import { fetchPostRedirects, fetchTagRedirects } from '../../shared/backend/redirects.ts'
import {
  type SiteConfig,
  readBackendConfig,
  readSiteConfig,
} from '../../shared/config/siteConfig.ts'
import { createPostSanitizer } from '../../shared/content/sanitizePostHtml.ts'
import { fetchContentStamp } from '../data/contentStamp.ts'
import type { ContentStamp } from '../data/pageQueryCache.ts'
import { type RenderedPage, serializeState } from '../prerenderedState.ts'
import { SEARCH_PAGE_PATH } from '../search/searchAddress.ts'
import type { SiteContextValue } from '../siteContextValue.ts'
import {
  type DeferredScripts,
  type PageParts,
  appEntryData,
  feedLink,
  islandsLoader,
  jsonLd,
  pageDocument,
  scriptsAfterFirstPaint,
} from './document.ts'
import { type FeedPost, feedPosts, robotsTxt, rssXml, sitemapXml } from './feeds.ts'
import { feedBody } from './feedBody.ts'
import { FEDIVERSE_HEADERS, REWRITES, rewrittenTo } from './fediverse/addresses.ts'
import { fediverseAccount, projectVersion } from './fediverse/buildAccount.ts'
import { fediversePostHead, writeFediverse } from './fediverse/files.ts'
import {
  APP_SHELL_FILE,
  NOT_FOUND_FILE,
  STATIC_PUBLIC_PATHS,
  fileForPath,
  listPagePaths,
  postPath,
  servedPage,
} from './publicPaths.ts'
import { PAGE_HEAD_END, PAGE_HEAD_START } from '../islands/markup.ts'
import { type IslandChunks, readIslandChunks } from './islandChunks.ts'
import { buildIslands } from './islandsBuild.ts'
import { type BuiltPage, pageBudgetProblems, pageWeights } from './pageBudget.ts'
import { builtSiteRedirects } from './followedRedirects.ts'
import { redirectsFile } from './redirects.ts'
import { searchInput, writeSearchIndex } from './searchIndex.ts'
import { postStructuredData, siteStructuredData } from './structuredData.ts'
import {
  HEADERS_FILE,
  REDIRECTS_FILE,
  headersFile,
  parseHeadersFile,
  securityHeaders,
} from './staticHeaders.ts'

export type RenderPage = (path: string, context: SiteContextValue) => Promise<RenderedPage>

/**
 * After the client build: every public route and every published post as HTML with its content
 * and tags (rendered by the app itself, from the backend's data), the app shell for everything
 * else, the sitemap, the feed, robots.txt, and the headers file. The preview server then serves
 * it as a static host would, headers included.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender-public-site',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const islandsEntry = await buildIslands(config)
      await writeSite(config, `${config.base}${islandsEntry}`)
    },
  }
}

/** Serves a built site as static hosts do with its `_headers` and `_redirects`. */
export function staticHosting(): Plugin {
  return {
    name: 'static-hosting-preview',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const headersPath = join(outDir, HEADERS_FILE)
      const headersText = existsSync(headersPath) ? readFileSync(headersPath, 'utf8') : ''
      const redirected = builtSiteRedirects(outDir)
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview.invalid')
        const headers = parseHeadersFile(headersText, url.pathname)
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
        const rewritten = rewrittenTo(url.pathname)
        if (rewritten !== null || extname(url.pathname) !== '') {
          const file = join(outDir, rewritten ?? url.pathname)
          // A content type `_headers` gives is sent as given, as hosts do; the file server would
          // send its own, by the file's extension.
          if (headers['Content-Type'] && existsSync(file)) {
            response.end(readFileSync(file))
            return
          }
          if (rewritten !== null) request.url = `${rewritten}${url.search}`
          next()
          return
        }
        const moved = redirected(url)
        if (moved) {
          response.writeHead(moved.status, { Location: moved.location })
          response.end()
          return
        }
        const page = servedPage(url.pathname, (file) => existsSync(join(outDir, file)))
        if (page.status === 404) {
          response.statusCode = 404
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          response.end(readFileSync(join(outDir, page.file)))
          return
        }
        request.url = `/${page.file}${url.search}`
        next()
      })
    },
  }
}

/**
 * How long one of the build's reads may go unanswered: longer than a visitor's, as a build reads
 * every post and a hosted project may be busy, but a backend that never answers fails the build
 * with a message rather than hanging it.
 */
export const BUILD_READ_TIME_LIMIT_MS = 60_000

/**
 * What pages are rendered with outside a browser: the site's configuration, and the backend
 * read at `sourceUrl` (PRERENDER_SUPABASE_URL, else the configured one, which the pages
 * themselves use).
 */
export function prerenderContext(env: Record<string, string | undefined>): {
  context: SiteContextValue
  sourceUrl: string
} {
  const backendConfig = readBackendConfig(env)
  const sourceUrl = env.PRERENDER_SUPABASE_URL ?? backendConfig.url
  const sanitizer = createPostSanitizer(new JSDOM('').window)
  const context: SiteContextValue = {
    site: readSiteConfig(env),
    backendConfig,
    backend: createPublicBackend(
      { url: sourceUrl, anonKey: backendConfig.anonKey },
      BUILD_READ_TIME_LIMIT_MS,
    ),
    loadSanitizer: () => Promise.resolve(sanitizer),
  }
  return { context, sourceUrl }
}

async function writeSite(config: ResolvedConfig, islandsEntry: string): Promise<void> {
  const outDir = resolve(config.root, config.build.outDir)
  const write = (file: string, content: string | Uint8Array) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true })
    writeFileSync(join(outDir, file), content)
  }
  // FEDIVERSE_PUBLIC_KEY may be in .env too, which Vite reads only for VITE_ names itself.
  const env = {
    ...config.env,
    ...loadEnv(config.mode, config.envDir, 'FEDIVERSE_'),
    ...process.env,
  }
  const { context, sourceUrl } = prerenderContext(env)
  const { site, backendConfig } = context
  const account = fediverseAccount(config.root, env, context, sourceUrl)
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  const deferred = scriptsAfterFirstPaint(template)
  const content = await readSiteContent(context, sourceUrl)
  const { posts, listPages } = content
  // Inside the project, so that the server build finds its dependencies in node_modules.
  mkdirSync(config.cacheDir, { recursive: true })
  const ssrDir = mkdtempSync(join(config.cacheDir, 'prerender-'))
  let pages: BuiltPage[]
  try {
    const renderPage = await loadRenderer(config, ssrDir)
    const postHead = (post: FeedPost) =>
      jsonLd(postStructuredData(site, post)) + (account ? fediversePostHead(account, post) : '')
    pages = await writePages(
      renderPage,
      { context, content, postHead },
      { ...deferred, islandsEntry },
      write,
    )
    checkPageBudget(outDir, readIslandChunks(outDir), pages)
  } finally {
    rmSync(ssrDir, { recursive: true, force: true })
  }

  const rendered = new Map(pages.map((page) => [page.path, page.html]))
  const pageHtml = (path: string) => {
    const html = rendered.get(path)
    if (html === undefined) throw new Error(`The build rendered no page for ${path}`)
    return html
  }

  write(APP_SHELL_FILE, pageDocument(template, { head: sharedHead(site), body: '', data: '' }))

  write('sitemap.xml', sitemapXml(site.siteUrl, [...STATIC_PUBLIC_PATHS, ...listPages], posts))
  const bodies = postBodies(account ? posts : feedPosts(posts), site.siteUrl, pageHtml)
  write('rss.xml', rssXml(site, posts, bodies))
  write('robots.txt', robotsTxt(site.siteUrl))
  const inlineScripts = [
    ...[...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? ''),
    deferred.loader,
    islandsLoader(islandsEntry),
  ]
  write(
    HEADERS_FILE,
    headersFile(
      securityHeaders({
        backendUrl: backendConfig.url,
        bookingUrl: site.bookingUrl,
        inlineScripts,
      }),
      account ? FEDIVERSE_HEADERS : {},
    ),
  )
  const rewrites = account ? REWRITES : []
  write(
    REDIRECTS_FILE,
    redirectsFile(await postRedirects(context, sourceUrl), {
      tagRedirects: await tagRedirects(context, sourceUrl),
      rewrites,
    }),
  )
  if (account) {
    const software = { name: 'consultant-site', version: projectVersion(config.root) }
    const body = (post: FeedPost) => bodies.get(post.slug) ?? null
    const written = await writeFediverse({ account, posts, body, software }, outDir, write)
    console.log(`Wrote ${String(written)} social-web documents for ${account.handle}.`)
  }
  console.log(
    `Prerendered ${STATIC_PUBLIC_PATHS.length + listPages.length} pages and ${posts.length} posts.`,
  )
  const publications = await fetchPublicationCards(context.backend.data)
  const indexed = await writeSearchIndex(
    outDir,
    searchInput(posts, publications, pageHtml),
    content.stamp,
  )
  console.log(
    `Indexed ${posts.length} posts and ${publications.length} publications for search in ${indexed.seconds.toFixed(1)} s.`,
  )
}

/**
 * Posts' bodies for the feed and the social web, by slug, from their pages as the build rendered
 * them.
 */
function postBodies(
  posts: readonly FeedPost[],
  siteUrl: string,
  pageHtml: (path: string) => string,
): Map<string, string> {
  const bodies = new Map<string, string>()
  for (const post of posts) {
    const body = feedBody(pageHtml(postPath(post.slug)), siteUrl)
    if (body !== null) bodies.set(post.slug, body)
  }
  return bodies
}

/** What every page's head carries: the feed link and the site's structured data. */
function sharedHead(site: SiteConfig): string {
  return feedLink(`${site.businessName} blog`) + jsonLd(siteStructuredData(site))
}

/** What the build writes pages for, and the content stamp they were rendered at. */
export interface SiteContent {
  posts: readonly FeedPost[]
  /** The later pages of the blog and the publications. */
  listPages: readonly string[]
  stamp: ContentStamp
}

/** The published posts, the list pages they fill, and the content stamp, read before rendering. */
export async function readSiteContent(
  context: SiteContextValue,
  sourceUrl: string,
): Promise<SiteContent> {
  const posts = await publishedPosts(context, sourceUrl)
  // Taken before any page is rendered: content changed during the build makes pages refetch.
  const stamp = await fetchContentStamp(context.backend.data)
  const listPages = listPagePaths({
    posts: posts.filter((post) => !post.featured).length,
    publications: await countPublications(context.backend.data),
  })
  return { posts, listPages, stamp }
}

/** What the pages are rendered from, and what a post page's head adds to its own. */
interface PagesInput {
  context: SiteContextValue
  content: SiteContent
  postHead: (post: FeedPost) => string
}

async function writePages(
  renderPage: RenderPage,
  { context, content: { posts, listPages, stamp }, postHead }: PagesInput,
  { template, loader, entry, islandsEntry }: DeferredScripts & { islandsEntry: string },
  write: (file: string, text: string) => void,
): Promise<BuiltPage[]> {
  const shared = sharedHead(context.site)
  const page = async (path: string, extraHead = ''): Promise<string> => {
    const rendered = await renderPage(path, context)
    const parts: PageParts = {
      head: `<!--${PAGE_HEAD_START}-->${rendered.head}<!--${PAGE_HEAD_END}-->${shared}${extraHead}`,
      body: rendered.body,
      data:
        serializeState({ ...rendered.state, stamp }) +
        (rendered.islands
          ? `${appEntryData(entry)}<script>${islandsLoader(islandsEntry)}</script>`
          : `<script>${loader}</script>`),
    }
    return pageDocument(template, parts)
  }
  const built: BuiltPage[] = []
  const writePage = async (file: string, path: string, extraHead?: string) => {
    const html = await page(path, extraHead)
    write(file, html)
    built.push({ path, html })
  }
  // The search page is written empty (its query comes from the address), and left out of the sitemap.
  for (const path of [...STATIC_PUBLIC_PATHS, SEARCH_PAGE_PATH, ...listPages]) {
    await writePage(fileForPath(path), path)
  }
  for (const post of posts) {
    const path = postPath(post.slug)
    await writePage(fileForPath(path), path, postHead(post))
  }
  await writePage(NOT_FOUND_FILE, '/404')
  return built
}

/** Fails the build when a public page breaks its budget (pageBudget.ts). */
function checkPageBudget(
  outDir: string,
  { report, islands }: IslandChunks,
  pages: readonly BuiltPage[],
): void {
  const weights = pageWeights(outDir, report, islands, pages)
  const problems = pageBudgetProblems(report, weights)
  const heaviest = Math.max(...weights.map(({ bytes }) => bytes ?? 0))
  console.log(`JavaScript before interaction: at most ${(heaviest / 1024).toFixed(1)} KB (gzip).`)
  if (problems.length > 0) {
    throw new Error(`The public pages break their JavaScript budget:\n  ${problems.join('\n  ')}`)
  }
}

/** Builds the server entry (site/entry-server.tsx) for Node and loads its renderer. */
async function loadRenderer(config: ResolvedConfig, ssrDir: string): Promise<RenderPage> {
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: join(config.root, 'entry-server.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  })
  const entry = pathToFileURL(join(ssrDir, 'entry-server.js')).href
  const module = (await import(entry)) as { renderPage: RenderPage }
  return module.renderPage
}

/** What the build reads from the backend; a failure says where it read, and what to do. */
async function readForBuild<T>(
  what: string,
  sourceUrl: string,
  remedy: string,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read()
  } catch (error) {
    const answer = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Prerendering reads ${what} from ${sourceUrl}, which answered: ${answer}. ${remedy}`,
    )
  }
}

function postRedirects(context: SiteContextValue, sourceUrl: string) {
  return readForBuild(
    'the old addresses of imported posts',
    sourceUrl,
    'Apply the migrations in supabase/migrations to that project.',
    () => fetchPostRedirects(context.backend.data),
  )
}

function tagRedirects(context: SiteContextValue, sourceUrl: string) {
  return readForBuild(
    'the old names of renamed tags',
    sourceUrl,
    'Apply the migrations in supabase/migrations to that project.',
    () => fetchTagRedirects(context.backend.data),
  )
}

function publishedPosts(context: SiteContextValue, sourceUrl: string): Promise<FeedPost[]> {
  return readForBuild(
    'the published posts',
    sourceUrl,
    'Start the local backend (npm run backend) or set VITE_SUPABASE_URL.',
    () => fetchPublishedSummaries(context.backend.data),
  )
}
