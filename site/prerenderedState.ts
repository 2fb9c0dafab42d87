import type { PageQueriesState } from './data/pageQueryCache.ts'

/** A page rendered at build time, as site/entry-server.tsx gives it. */
export interface RenderedPage {
  /** The hoisted `<title>`, `<meta>` and `<link>` elements, for the document head. */
  head: string
  /** The page's markup, for `#root`. */
  body: string
  state: PageQueriesState
  /** Built as islands (site/islands/), or hydrated whole by the app. */
  islands: boolean
}

/** The id of the script element that carries a prerendered page's query data. */
export const PRERENDERED_STATE_ID = 'prerendered-state'

/**
 * The query data a page was prerendered with, as JSON inside a non-executable script element.
 * Every `<` is escaped, so text such as `</script>` in a post cannot end the element early.
 */
export function serializeState(state: PageQueriesState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${PRERENDERED_STATE_ID}">${json}</script>`
}

/** The data this page was prerendered with, or null for the plain app shell. */
export function readPrerenderedState(document: {
  getElementById(id: string): { textContent: string | null } | null
}): PageQueriesState | null {
  const element = document.getElementById(PRERENDERED_STATE_ID)
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as PageQueriesState
  } catch {
    return null
  }
}
