import { extname } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { fetchPublicationCards } from '../../shared/backend/publications.ts'
import { fetchContentStamp } from '../data/contentStamp.ts'
import { SEARCH_BUNDLE_PATH } from '../search/searchFiles.ts'
import { type RenderPage, prerenderContext, readSiteContent } from './prerenderPlugin.ts'
import { postPath } from './publicPaths.ts'
import { type SearchFile, buildSearchBundle, searchInput } from './searchIndex.ts'

/** The files Pagefind's script asks for first: where a search starts, and the index is checked. */
const START_FILES = new Set(['pagefind.js', 'pagefind-entry.json', 'content-stamp.json'])

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

/** A search bundle in memory, and the content stamp it was built at. */
interface DevBundle {
  stamp: string
  files: Map<string, Uint8Array>
}

/**
 * Site search on the dev server (`npm start`), as the build has it: the published posts' pages
 * rendered by the app and indexed by Pagefind, from the backend the site reads, kept in memory
 * and built again when a search starts after the content changed (its content stamp). Files of
 * the bundle before stay served, so a search under way when the content changed finishes.
 */
export function devSearch(): Plugin {
  return {
    name: 'dev-site-search',
    apply: 'serve',
    configureServer(server) {
      const bundles = devBundles(server)
      server.middlewares.use(SEARCH_BUNDLE_PATH, (request, response, next) => {
        const file = new URL(request.url ?? '/', 'http://dev.invalid').pathname.slice(1)
        bundles
          .file(file)
          .then((content) => {
            if (!content) {
              next()
              return
            }
            response.setHeader(
              'Content-Type',
              CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
            )
            response.setHeader('Cache-Control', 'no-store')
            response.end(content)
          })
          .catch((error: unknown) => {
            server.config.logger.error(`Site search could not be built: ${String(error)}`)
            response.statusCode = 503
            response.end()
          })
      })
    },
  }
}

function devBundles(server: ViteDevServer) {
  const { context, sourceUrl } = prerenderContext({ ...server.config.env, ...process.env })
  let current: Promise<DevBundle> | null = null
  let previous: DevBundle | null = null

  const build = async (stamp: string): Promise<DevBundle> => {
    const content = await readSiteContent(context, sourceUrl)
    const { renderPage } = (await server.ssrLoadModule('/entry-server.tsx')) as {
      renderPage: RenderPage
    }
    const pages = new Map<string, string>()
    for (const post of content.posts) {
      const path = postPath(post.slug)
      // A page's body as the app renders it, in a document as the build's pages are.
      const { body } = await renderPage(path, context)
      pages.set(path, `<!doctype html><html lang="en"><body>${body}</body></html>`)
    }
    const publications = await fetchPublicationCards(context.backend.data)
    const input = searchInput(content.posts, publications, (path) => pages.get(path) ?? '')
    const files: SearchFile[] = await buildSearchBundle(input, content.stamp)
    return { stamp, files: new Map(files.map((file) => [file.path, file.content])) }
  }

  const check = async (): Promise<DevBundle> => {
    const stamp = JSON.stringify(await fetchContentStamp(context.backend.data))
    const built = current ? await current.catch(() => null) : null
    if (built?.stamp === stamp) return built
    previous = built
    current = build(stamp)
    return current
  }
  // One check at a time: searches started together build the index once.
  let checking: Promise<unknown> = Promise.resolve()
  /** The bundle for the content as it is now, built again when it changed. */
  const fresh = (): Promise<DevBundle> => {
    const result = checking.then(check)
    checking = result.catch(() => undefined)
    return result
  }

  return {
    async file(path: string): Promise<Uint8Array | undefined> {
      const bundle = START_FILES.has(path) || !current ? await fresh() : await current
      return bundle.files.get(path) ?? previous?.files.get(path)
    },
  }
}
