import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

type PageModule = () => Promise<{ default: ComponentType }>

/**
 * Each public page in a chunk of its own, so a visitor's first load carries only the page they
 * opened. The browser loads them on demand; the prerender loads them all before rendering.
 */
export const PAGE_MODULES = {
  home: () => import('./pages/HomePage.tsx').then((page) => ({ default: page.HomePage })),
  about: () => import('./pages/AboutPage.tsx').then((page) => ({ default: page.AboutPage })),
  workWithMe: () =>
    import('./pages/WorkWithMePage.tsx').then((page) => ({ default: page.WorkWithMePage })),
  blog: () => import('./pages/BlogPage.tsx').then((page) => ({ default: page.BlogPage })),
  post: () => import('./pages/PostPage.tsx').then((page) => ({ default: page.PostPage })),
  publications: () =>
    import('./pages/PublicationsPage.tsx').then((page) => ({ default: page.PublicationsPage })),
  contact: () => import('./pages/ContactPage.tsx').then((page) => ({ default: page.ContactPage })),
  privacyPolicy: () =>
    import('./pages/legal/PrivacyPolicyPage.tsx').then((page) => ({
      default: page.PrivacyPolicyPage,
    })),
  termsOfService: () =>
    import('./pages/legal/TermsOfServicePage.tsx').then((page) => ({
      default: page.TermsOfServicePage,
    })),
  cookiePolicy: () =>
    import('./pages/legal/CookiePolicyPage.tsx').then((page) => ({
      default: page.CookiePolicyPage,
    })),
  newsletter: () =>
    import('./pages/NewsletterPage.tsx').then((page) => ({ default: page.NewsletterPage })),
  preview: () => import('./pages/PreviewPage.tsx').then((page) => ({ default: page.PreviewPage })),
  search: () => import('./search/SearchPage.tsx').then((page) => ({ default: page.SearchPage })),
  notFound: () =>
    import('./pages/NotFoundPage.tsx').then((page) => ({ default: page.NotFoundPage })),
} satisfies Record<string, PageModule>

export type PageName = keyof typeof PAGE_MODULES

/**
 * The pages built as islands (site/islands/): their HTML is the page, and only their islands get
 * JavaScript. A page not listed hydrates whole with React, as the app does, and fails the
 * build's budget (site/prerender/pageBudget.ts).
 */
export const ISLAND_PAGES: ReadonlySet<PageName> = new Set([
  'home',
  'about',
  'workWithMe',
  'blog',
  'post',
  'publications',
  'contact',
  'privacyPolicy',
  'termsOfService',
  'cookiePolicy',
  'notFound',
  'search',
])

/** A component for every page: loaded, or loading on first render. */
export type Pages = Record<PageName, ComponentType | LazyExoticComponent<ComponentType>>

/** The browser's pages: each loads when its route first renders. */
export function lazyPages(): Pages {
  const names = Object.keys(PAGE_MODULES) as PageName[]
  return Object.fromEntries(names.map((name) => [name, lazy(PAGE_MODULES[name])])) as Pages
}

/** Every page loaded, for rendering pages at build time without waiting inside the render. */
export async function loadPages(): Promise<Pages> {
  const names = Object.keys(PAGE_MODULES) as PageName[]
  const loaded = await Promise.all(
    names.map(async (name) => [name, (await PAGE_MODULES[name]()).default] as const),
  )
  return Object.fromEntries(loaded) as Pages
}
