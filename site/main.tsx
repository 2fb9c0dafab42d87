import { createRoot, hydrateRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { BrowserRouter } from 'react-router-dom'
import { SiteApp } from './SiteApp.tsx'
import { SiteRoutes } from './SiteRoutes.tsx'
import { browserContext } from './browserContext.ts'
import { changedSince } from './data/contentStamp.ts'
import { PageQueryCache } from './data/pageQueryCache.ts'
import {
  APP_ENTRY_ID,
  APP_WILL_RENDER_EVENT,
  PAGE_HEAD_END,
  PAGE_HEAD_START,
} from './islands/markup.ts'
import { pagesLoadedFor } from './pagesLoadedFor.ts'
import { readPrerenderedState } from './prerenderedState.ts'
import { siteRoutes } from './routes.tsx'
import '../shared/siteStyles/index.css'

const context = browserContext()
// A prerendered page starts from the data it was built with. One small request (the content
// stamp) tells which tables changed since the build; only queries of those are fetched again,
// so a post deleted since the build shows as gone, and an unchanged page downloads nothing more.
// When the stamp cannot be read, the page keeps what it was built with.
const queries = new PageQueryCache(2)
const prerendered = readPrerenderedState(document)
if (prerendered) {
  queries.hydrate(prerendered)
  void changedSince(context.backendConfig, prerendered.stamp).then((changed) => {
    queries.settleSeeded(changed)
  })
}
const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
/**
 * A page built as islands loads the app only when its data changed since the build: the app
 * then renders it afresh, unless the islands say the visitor is using the page by now
 * (site/islands/handover.ts), which then stays as it is.
 */
const builtAsIslands = document.getElementById(APP_ENTRY_ID) !== null

async function start(container: HTMLElement) {
  const routes = siteRoutes(await pagesLoadedFor(window.location.pathname))
  const app = (
    <SiteApp context={context} queries={queries}>
      <BrowserRouter>
        <SiteRoutes routes={routes} />
      </BrowserRouter>
    </SiteApp>
  )
  if (builtAsIslands) {
    const goAhead = window.dispatchEvent(new Event(APP_WILL_RENDER_EVENT, { cancelable: true }))
    if (!goAhead) return
    const appRoot = createRoot(container)
    dropPrerenderedHead()
    flushSync(() => {
      appRoot.render(app)
    })
  } else if (prerendered) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

// Should the app fail to start on a page built as islands, the page as built stays, alive.
void start(root)

/**
 * The head tags the page was built with, which the app's render replaces with its own: kept,
 * they would name the page twice (a changed canonical address beside the old one).
 */
function dropPrerenderedHead(): void {
  const nodes = [...document.head.childNodes]
  const marks = (text: string) =>
    nodes.findIndex((node) => node.nodeType === Node.COMMENT_NODE && node.textContent === text)
  const start = marks(PAGE_HEAD_START)
  const end = marks(PAGE_HEAD_END)
  if (start < 0 || end < start) return
  for (const node of nodes.slice(start, end + 1)) node.remove()
}
