/** The attribute that names an island in a page's markup (site/islands/Island.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island'

/** A post's video embed, whose page loads the facade's script (shared/postView/embedFacade.ts). */
export const EMBED_VIDEO = 'figure.embed-video'

/** Set on an island once its component has taken it over; until then its forms do not submit. */
export const LIVE_ATTRIBUTE = 'data-island-live'

/**
 * The id of the data element of a page built as islands that says where the whole app is, for
 * when the page's data changed since the build and the page must be rendered again.
 */
export const APP_ENTRY_ID = 'app-entry'

/**
 * Told by the whole app just before it renders a page built as islands, as a cancelable event:
 * the islands cancel it when the visitor has started using the page, and the app then leaves
 * the page as it is (site/islands/handover.ts).
 */
export const APP_WILL_RENDER_EVENT = 'site:app-will-render'

/**
 * When an island's code loads and takes over its prerendered markup: at once ('load', for what
 * must run without a visitor doing anything), or at the first sign of a visitor reaching for it
 * ('interaction': a pointer over it, a touch, focus). A click that comes before then is held
 * and given to the island once it is live.
 */
export type IslandHydration = 'load' | 'interaction'

/**
 * The comments around a prerendered page's own head tags (title, description, canonical address,
 * sharing tags): the app, rendering the page again, puts its own there and drops these.
 */
export const PAGE_HEAD_START = 'page-head'
export const PAGE_HEAD_END = '/page-head'
