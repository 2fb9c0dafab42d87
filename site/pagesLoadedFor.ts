import { isValidElement } from 'react'
import { matchRoutes } from 'react-router-dom'
import { PAGE_MODULES, type PageName, type Pages, lazyPages } from './pageModules.ts'
import { siteRoutes } from './routes.tsx'

/** The page a path shows, by its name. */
export function pageAt(pages: Pages, path: string): PageName | undefined {
  const element = matchRoutes(siteRoutes(pages), path)?.at(-1)?.route.element
  const names = Object.keys(pages) as PageName[]
  return names.find((page) => isValidElement(element) && element.type === pages[page])
}

/**
 * The browser's pages, with the page at `path` already loaded. A prerendered page then hydrates
 * in one pass as soon as the app starts, so its form is never left without its handlers
 * (a click there would submit it natively); the other pages load when first opened.
 */
export async function pagesLoadedFor(path: string): Promise<Pages> {
  const pages = lazyPages()
  const name = pageAt(pages, path)
  if (name) pages[name] = (await PAGE_MODULES[name]()).default
  return pages
}
