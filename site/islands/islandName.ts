/**
 * The name of each island of the public pages, as its markup carries it (site/islands/Island.tsx)
 * and the registry loads it (registry.ts). Said here, apart from the registry: a page marks its
 * islands by name without importing what loads them, which imports the pages.
 */
export type IslandName =
  | 'header'
  | 'booking'
  | 'toasts'
  | 'notFound'
  | 'search'
  | 'scheduleCall'
  | 'newsletter'
  | 'contactForm'
  | 'blog'
  | 'publications'
