import type { FeedPost } from '../../../site/prerender/feeds.ts'

/** A published post as the build reads it: no tags, banner or settings unless a test gives them. */
export const feedPost = (
  slug: string,
  date: string,
  overrides: Partial<FeedPost> = {},
): FeedPost => ({
  id: `id-${slug}`,
  slug,
  title: `Post <${slug}> & more`,
  meta_description: null,
  author: null,
  tags: [],
  featured: false,
  featured_image_url: null,
  featured_image_variants: null,
  banner_alt: null,
  seo_title: null,
  seo_description: null,
  canonical_url: null,
  publish_date: date,
  created_at: date,
  updated_at: date,
  ...overrides,
})
