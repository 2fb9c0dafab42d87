import type { BlogPost, PostInput } from '../../backend/posts.ts'
import { type ImageChoice, imageColumns, rowImage } from '../../domain/imageVariants.ts'
import { readTimeMinutes } from '../../domain/readTime.ts'
import { slugify } from '../../domain/slug.ts'
import { plainText } from '../../domain/text.ts'

/**
 * The blog form state of spec section 3; the read time and publish date follow from it. A type
 * rather than an interface: drafts store it as a plain JSON object.
 */
export type PostFormValues = {
  title: string
  slug: string
  excerpt: string
  content: string
  tags: string[]
  featured: boolean
  published: boolean
  featured_image_url: ImageChoice | null
  author: string
}

/** The form's values for a post (or for a new one, with the owner as author). */
export function postFormValues(post: Partial<BlogPost> | null, ownerName: string): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    tags: post?.tags ?? [],
    featured: post?.featured ?? false,
    published: post?.published ?? false,
    featured_image_url: rowImage(post?.featured_image_url ?? null, post?.featured_image_variants),
    author: post?.author ?? ownerName,
  }
}

/** Title, content and at least one tag are required (spec section 5). */
export function isPostComplete(values: PostFormValues): boolean {
  return values.title.trim() !== '' && plainText(values.content) !== '' && values.tags.length > 0
}

/**
 * The row to save. A post is published now when it becomes published; one that already was
 * keeps its date, so editing never moves it up the blog. A draft has no publish date.
 */
export function postInput(
  values: PostFormValues,
  saved: Pick<BlogPost, 'published' | 'publish_date'> | null,
  now: Date = new Date(),
): PostInput {
  const keepsDate = values.published && saved?.published === true && saved.publish_date
  const banner = imageColumns(values.featured_image_url)
  return {
    title: values.title.trim(),
    slug: values.slug.trim() || slugify(values.title),
    excerpt: values.excerpt.trim() || null,
    content: values.content,
    tags: values.tags,
    featured: values.featured,
    published: values.published,
    publish_date: values.published ? (keepsDate ? saved.publish_date : now.toISOString()) : null,
    read_time: readTimeMinutes(values.content),
    featured_image_url: banner.url,
    featured_image_variants: banner.variants,
    author: values.author.trim() || null,
  }
}
