import type { BlogPost, PostInput } from '../../../shared/backend/posts.ts'
import type { PostRevision } from '../../../shared/backend/revisions.ts'
import {
  type ImageChoice,
  imageColumns,
  readImageChoice,
  rowImage,
} from '../../../shared/domain/imageVariants.ts'
import {
  type NewsletterFormat,
  readNewsletterFormat,
} from '../../../shared/domain/newsletterFormat.ts'
import { publishDateFor } from '../../../shared/domain/publishing.ts'
import { readTimeMinutes } from '../../../shared/domain/readTime.ts'
import { slugify } from '../../../shared/domain/slug.ts'
import { plainText } from '../../../shared/domain/text.ts'
import { LIST_LIMITS, TEXT_LIMITS, tooLongProblem } from '../../../shared/domain/textLimits.ts'
import type { CheckedPost } from '../../../shared/domain/prePublishChecks.ts'
import { FIELD_REQUIRED } from '../../../shared/domain/formFields.ts'
import { canonicalAddressProblem } from '../../../shared/domain/links.ts'
import { listProblem } from '../resources/fieldProblems.ts'

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
  /** What the banner shows, for those who cannot see it; empty when not written yet. */
  banner_alt: string
  author: string
  /** Search and sharing settings: empty for the defaults (the title, the description). */
  seo_title: string
  seo_description: string
  /** The original's address, for a post first published elsewhere; empty when this is it. */
  canonical_url: string
  /** What the newsletter mails of the post; not part of its revisions. */
  newsletter_format: NewsletterFormat
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
    banner_alt: post?.banner_alt ?? '',
    author: post?.author ?? ownerName,
    seo_title: post?.seo_title ?? '',
    seo_description: post?.seo_description ?? '',
    canonical_url: post?.canonical_url ?? '',
    newsletter_format: readNewsletterFormat(post?.newsletter_format),
  }
}

/** What restoring a revision brings back into the form. */
type RestoredRevision = Pick<
  PostRevision,
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'content'
  | 'tags'
  | 'featured'
  | 'featured_image_url'
  | 'banner_alt'
  | 'author'
  | 'seo_title'
  | 'seo_description'
  | 'canonical_url'
>

/**
 * The form with a revision brought back. Whether the post is published stays as it is: that is
 * the Published switch's decision.
 */
export function revisionFormValues(
  current: PostFormValues,
  revision: RestoredRevision,
): PostFormValues {
  return {
    ...current,
    title: revision.title,
    slug: revision.slug,
    excerpt: revision.excerpt ?? '',
    content: revision.content,
    tags: revision.tags,
    featured: revision.featured,
    featured_image_url: revisionBanner(revision.featured_image_url, current.featured_image_url),
    banner_alt: revision.banner_alt ?? '',
    author: revision.author ?? '',
    seo_title: revision.seo_title ?? '',
    seo_description: revision.seo_description ?? '',
    canonical_url: revision.canonical_url ?? '',
  }
}

/**
 * A revision keeps its banner's address only: the banner in the editor keeps its web sizes when
 * it is the same image; an earlier one comes back without them (the list then offers to make them).
 */
function revisionBanner(url: string | null, current: ImageChoice | null): ImageChoice | null {
  if (url && current?.url === url) return current
  return rowImage(url, null)
}

/** The name a post's images are stored under: its slug, else its title's, else 'post'. */
export function postImageStem(values: Pick<PostFormValues, 'slug' | 'title'>): string {
  return values.slug.trim() || slugify(values.title) || 'post'
}

/** What the pre-publish checks read of the form. */
export function checkedPost(values: PostFormValues): CheckedPost {
  return {
    title: values.title,
    excerpt: values.excerpt,
    // A draft from before image sizes holds the banner as its address: read as the form reads it.
    banner: readImageChoice(values.featured_image_url)?.url ?? null,
    bannerAlt: values.banner_alt,
    content: values.content,
  }
}

/** The problem of each field that stops the post from being saved, by field. */
export type PostProblems = Partial<Record<keyof PostFormValues, string>>

const LIMITED = [
  'title',
  'slug',
  'excerpt',
  'author',
  'content',
  'banner_alt',
  'seo_title',
  'seo_description',
  'canonical_url',
] as const

/**
 * Title, content and at least one tag are required (spec section 5), and every text fits its
 * limit. `missing` says whether a required field is empty: the spec's message says so.
 */
export function postProblems(values: PostFormValues): { problems: PostProblems; missing: boolean } {
  const problems: PostProblems = {}
  for (const field of LIMITED) {
    const problem = tooLongProblem(values[field].trim(), TEXT_LIMITS.blog_posts[field])
    if (problem) problems[field] = problem
  }
  const canonicalProblem = canonicalAddressProblem(values.canonical_url)
  if (canonicalProblem && !problems.canonical_url) problems.canonical_url = canonicalProblem
  const tagsProblem = listProblem(values.tags, LIST_LIMITS.tags)
  if (tagsProblem) problems.tags = tagsProblem
  const required = {
    title: values.title.trim() === '',
    content: plainText(values.content) === '',
    tags: values.tags.length === 0,
  }
  for (const [field, empty] of Object.entries(required)) {
    if (empty) problems[field as keyof typeof required] = FIELD_REQUIRED
  }
  return { problems, missing: Object.values(required).some(Boolean) }
}

/**
 * The row to save. A post is published now when it first becomes published; one that already
 * has a publish date keeps it (publishDateFor), so editing never moves it up the blog.
 */
export function postInput(
  values: PostFormValues,
  saved: Pick<BlogPost, 'published' | 'publish_date'> | null,
  now: Date = new Date(),
): PostInput {
  const banner = imageColumns(values.featured_image_url)
  return {
    title: values.title.trim(),
    slug: values.slug.trim() || slugify(values.title),
    excerpt: values.excerpt.trim() || null,
    content: values.content,
    tags: values.tags,
    featured: values.featured,
    published: values.published,
    publish_date: publishDateFor(values.published, saved, now),
    read_time: readTimeMinutes(values.content),
    featured_image_url: banner.url,
    featured_image_variants: banner.variants,
    banner_alt: values.banner_alt.trim() || null,
    author: values.author.trim() || null,
    seo_title: values.seo_title.trim() || null,
    seo_description: values.seo_description.trim() || null,
    canonical_url: values.canonical_url.trim() || null,
    // A draft may hold any text here: only a known choice is saved.
    newsletter_format: readNewsletterFormat(values.newsletter_format),
  }
}
