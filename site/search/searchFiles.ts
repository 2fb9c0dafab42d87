/**
 * Where the build writes the search index and the browser finds it: Pagefind's bundle
 * (its script, worker, WebAssembly and index chunks), fetched only once search is used.
 */
export const SEARCH_BUNDLE_PATH = '/pagefind/'

/**
 * The content stamp the index was built at (posts' count and newest change), beside the index:
 * search asks the backend for posts changed after it, which the index cannot know.
 */
export const SEARCH_STAMP_FILE = `${SEARCH_BUNDLE_PATH}content-stamp.json`
