import type { PostInput } from '../../../shared/backend/posts.ts'
import type { PostFormValues } from './postForm.ts'

interface PostField {
  label: string
  /** The columns it writes: a post's Content writes its read time too. */
  columns: readonly (keyof PostInput)[]
}

/**
 * The post editor's fields as the owner thinks of them, once: the editor labels its controls
 * with them, and the drafts and conflict screens compare posts by them. Every value of the form
 * has one.
 */
export const POST_FIELDS = {
  title: { label: 'Title', columns: ['title'] },
  slug: { label: 'Slug', columns: ['slug'] },
  excerpt: { label: 'Excerpt', columns: ['excerpt'] },
  tags: { label: 'Tags', columns: ['tags'] },
  featured: { label: 'Featured', columns: ['featured'] },
  published: { label: 'Published', columns: ['published', 'publish_date'] },
  content: { label: 'Content', columns: ['content', 'read_time'] },
  featured_image_url: {
    label: 'Banner image',
    columns: ['featured_image_url', 'featured_image_variants'],
  },
  banner_alt: { label: 'Banner alt text', columns: ['banner_alt'] },
  author: { label: 'Author', columns: ['author'] },
  seo_title: { label: 'Search title', columns: ['seo_title'] },
  seo_description: { label: 'Search description', columns: ['seo_description'] },
  canonical_url: { label: 'Canonical address', columns: ['canonical_url'] },
  newsletter_format: { label: 'Newsletter', columns: ['newsletter_format'] },
} as const satisfies Record<keyof PostFormValues, PostField>
