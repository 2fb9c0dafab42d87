import { isRedirectPathFormat } from '../../../shared/domain/redirectPath.ts'
import { isValidSlug } from '../../../shared/domain/slug.ts'
import { distinctTags } from '../../../shared/domain/tags.ts'
import { plainText } from '../../../shared/domain/text.ts'
import { LIST_LIMITS, TEXT_LIMITS, characterCount } from '../../../shared/domain/textLimits.ts'
import { type ImageVariants, readImageVariants } from '../../../shared/domain/imageVariants.ts'

/** The columns of an imported post that the database's checks hold rules for. */
export interface CheckedPost {
  title: string
  slug: string
  excerpt: string | null
  content: string
  tags: string[]
  published: boolean
  scheduled_at: string | null
  read_time: number
  featured_image_url: string | null
  featured_image_variants: ImageVariants | null
  banner_alt: string | null
  author: string | null
}

/** A check's verdict: the post as it can be written (and what changed), or why it cannot be. */
type Verdict = { post: CheckedPost; note?: string } | { refused: string }
type PostCheck = (post: CheckedPost) => Verdict

/** The tag a post without any gets: the site needs at least one. */
export const DEFAULT_TAG = 'Imported'
/** What an imported post with no text holds: the editor's empty paragraph. */
export const EMPTY_BODY = '<p><br></p>'

const LIMITS = TEXT_LIMITS.blog_posts
const TAGS = LIST_LIMITS.tags

/** Text cut to `limit` characters (as the database counts them), at a space where there is one. */
function shortened(text: string, limit: number): string {
  if (characterCount(text) <= limit) return text
  const cut = Array.from(text).slice(0, limit).join('')
  const space = cut.lastIndexOf(' ')
  return space > 0 ? cut.slice(0, space) : cut
}

type ShortText = 'title' | 'excerpt' | 'author' | 'banner_alt'

/** A text column cut to its limit, and said so. */
function fits(column: ShortText, what: string): PostCheck {
  const limit = LIMITS[column]
  return (post) => {
    const text = post[column]
    if (text === null || characterCount(text) <= limit) return { post }
    return {
      post: { ...post, [column]: shortened(text, limit) },
      note: `Its ${what} was longer than ${String(limit)} characters; it is shortened.`,
    }
  }
}

/** A banner address the database takes: a web address, or a link to the archive's Storage. */
const IMAGE_LOCATION = /^(?:https?:\/\/[^\s/]+\S*|storage\/[^\s]+|\/[^/\s]\S*)$/i

const withoutBanner = (post: CheckedPost): CheckedPost => ({
  ...post,
  featured_image_url: null,
  featured_image_variants: null,
  banner_alt: null,
})

/** A check on a column an import never writes: the post comes in with the column's default. */
const leftAtDefault: PostCheck = (post) => ({ post })

const listed = (items: readonly string[]) => items.map((item) => `“${item}”`).join(', ')

/**
 * Tags as the database keeps them: each once (in any capitals, as it compares them), each
 * within its length, and no more than the limit: the first ones in the source's order stay.
 */
const tagsWithinLimits: PostCheck = (post) => {
  const distinct = distinctTags(post.tags)
  const cut = distinct.filter((tag) => characterCount(tag) > TAGS.itemLength)
  const fitted = distinctTags(distinct.map((tag) => shortened(tag, TAGS.itemLength)))
  const kept = fitted.slice(0, TAGS.items)
  const dropped = fitted.slice(TAGS.items)
  const notes = [
    ...(cut.length > 0
      ? [`Tags longer than ${String(TAGS.itemLength)} characters are shortened: ${listed(cut)}.`]
      : []),
    ...(dropped.length > 0
      ? [
          `It had ${String(fitted.length)} tags; a post keeps ${String(TAGS.items)}, so the first ${String(TAGS.items)} are kept and these are left out: ${listed(dropped)}.`,
        ]
      : []),
  ]
  return notes.length === 0
    ? { post: { ...post, tags: kept } }
    : { post: { ...post, tags: kept }, note: notes.join(' ') }
}

/**
 * What the importer does for each check constraint of `blog_posts`, by the constraint's name,
 * in the order they are applied; the numbers are the editor's (shared/domain). A test reads the
 * database's constraints and compares them with these names and numbers, so a check a later
 * migration adds fails it until the importer applies that check too.
 */
export const POST_CHECKS = {
  blog_posts_title_required: (post) =>
    post.title.trim() === ''
      ? { post: { ...post, title: 'Untitled' }, note: 'It had no title; it is “Untitled”.' }
      : { post },
  blog_posts_title_length: fits('title', 'title'),
  blog_posts_slug_format: (post) =>
    isValidSlug(post.slug) ? { post } : { refused: `Its address “${post.slug}” is not valid.` },
  // An empty post is still the owner's: it comes in as a draft for them to finish or delete.
  blog_posts_content_required: (post) =>
    plainText(post.content) === '' && !post.content.includes('<img')
      ? {
          post: { ...post, content: EMPTY_BODY, published: false, scheduled_at: null },
          note: 'It has no text; it is imported as a draft for you to finish or delete.',
        }
      : { post },
  blog_posts_content_length: (post) =>
    characterCount(post.content) > LIMITS.content
      ? {
          refused: `Its text is longer than ${LIMITS.content.toLocaleString('en-US')} characters; it is not imported.`,
        }
      : { post },
  blog_posts_tags_length: tagsWithinLimits,
  blog_posts_tags_required: (post) =>
    post.tags.length === 0
      ? {
          post: { ...post, tags: [DEFAULT_TAG] },
          note: `It had no tags; it is tagged “${DEFAULT_TAG}”.`,
        }
      : { post },
  blog_posts_excerpt_length: fits('excerpt', 'excerpt'),
  blog_posts_author_length: fits('author', 'author’s name'),
  blog_posts_banner_alt_length: fits('banner_alt', 'banner’s alt text'),
  blog_posts_featured_image_url_length: (post) =>
    post.featured_image_url !== null &&
    characterCount(post.featured_image_url) > LIMITS.featured_image_url
      ? {
          post: withoutBanner(post),
          note: `Its banner’s address is longer than ${String(LIMITS.featured_image_url)} characters; the banner is left out.`,
        }
      : { post },
  blog_posts_featured_image_url_format: (post) =>
    post.featured_image_url !== null && !IMAGE_LOCATION.test(post.featured_image_url)
      ? {
          post: withoutBanner(post),
          note: `Its banner “${post.featured_image_url}” is not a web address; the banner is left out.`,
        }
      : { post },
  blog_posts_featured_image_variants_format: (post) =>
    post.featured_image_variants !== null &&
    readImageVariants(post.featured_image_variants) === null
      ? { post: { ...post, featured_image_variants: null } }
      : { post },
  blog_posts_read_time_positive: (post) => ({
    post: { ...post, read_time: Math.max(1, post.read_time) },
  }),
  // An imported post has its own title and text for search and sharing, its canonical address
  // on this site, and the full post in the newsletter: the defaults, which these checks allow.
  blog_posts_seo_title_length: leftAtDefault,
  blog_posts_seo_description_length: leftAtDefault,
  blog_posts_canonical_url_length: leftAtDefault,
  blog_posts_canonical_url_web: leftAtDefault,
  blog_posts_newsletter_format_known: leftAtDefault,
} as const satisfies Record<string, PostCheck>

export type CheckedOutcome = { post: CheckedPost; notes: string[] } | { refused: string }

/** A post with every check applied: as it will be written, with what changed; or why not. */
export function checkedPost(post: CheckedPost): CheckedOutcome {
  let current = post
  const notes: string[] = []
  for (const check of Object.values<PostCheck>(POST_CHECKS)) {
    const verdict = check(current)
    if ('refused' in verdict) return verdict
    current = verdict.post
    if (verdict.note !== undefined) notes.push(verdict.note)
  }
  return { post: current, notes }
}

/** The rule of each check constraint of `redirects`, by name, as POST_CHECKS for posts. */
export const REDIRECT_CHECKS = {
  redirects_from_path_format: isRedirectPathFormat,
} as const satisfies Record<string, (path: string) => boolean>
