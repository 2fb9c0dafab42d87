import type { ComponentType } from 'react'
import type { IslandName } from './islandName.ts'
import type { IslandHydration } from './markup.ts'

interface IslandEntry {
  hydration: IslandHydration
  load: () => Promise<ComponentType>
}

/**
 * Every island of the public pages: a part of a prerendered page that a visitor acts on, by the
 * name its markup carries (site/islands/Island.tsx). The rest of a page is its HTML and nothing
 * else. One entry here, its name in islandName.ts, and the component wrapped in `<Island name>`
 * where it renders, add one.
 */
export const ISLANDS = {
  header: {
    hydration: 'load',
    load: () => import('../layout/SiteHeader.tsx').then((m) => m.SiteHeader),
  },
  booking: {
    hydration: 'load',
    load: () => import('../layout/ScheduleCall.tsx').then((m) => m.ScheduleCallDialog),
  },
  toasts: {
    hydration: 'load',
    load: () => import('../components/Toasts.tsx').then((m) => m.ToastRegion),
  },
  notFound: {
    hydration: 'load',
    load: () => import('../pages/NotFoundPage.tsx').then((m) => m.NotFoundHelp),
  },
  // A shared address with a query wakes it at once (as every island on an address with one).
  search: {
    hydration: 'interaction',
    load: () => import('./searchIsland.tsx').then((m) => m.SearchIsland),
  },
  // Woken with the page (a tiny task of its own), so the press opens the dialog at once.
  scheduleCall: {
    hydration: 'load',
    load: () => import('../layout/ScheduleCallButton.tsx').then((m) => m.ScheduleCallButton),
  },
  newsletter: {
    hydration: 'interaction',
    load: () => import('../components/NewsletterSignup.tsx').then((m) => m.NewsletterSignup),
  },
  contactForm: {
    hydration: 'interaction',
    load: () => import('../components/ContactForm.tsx').then((m) => m.ContactForm),
  },
  blog: {
    hydration: 'interaction',
    load: () => import('./listIslands.tsx').then((m) => m.BlogIsland),
  },
  publications: {
    hydration: 'interaction',
    load: () => import('./listIslands.tsx').then((m) => m.PublicationsIsland),
  },
} satisfies Record<IslandName, IslandEntry>
