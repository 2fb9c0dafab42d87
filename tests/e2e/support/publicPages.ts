import { STATIC_PUBLIC_PATHS } from '../../../site/prerender/publicPaths.ts'

/** A post of the demo content (supabase/seed.sql). */
const DEMO_POST_SLUG = 'the-scale-up-gap'
export const DEMO_POST_PATH = `/blog/${DEMO_POST_SLUG}` as const

/** Every public page the site builds, and one post of the demo content. */
export const PUBLIC_PAGE_PATHS = [...STATIC_PUBLIC_PATHS, DEMO_POST_PATH] as const

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number]
