import { imagesNotShown } from './bodyImages.ts'
import { characterCount } from './textLimits.ts'

/** Search results show about this much of a title, and of a description. */
export const TITLE_SHOWN = 60
export const DESCRIPTION_SHOWN = 160

/** What the checks read of a post, as the editor holds it. */
export interface CheckedPost {
  title: string
  /** The excerpt: the post's description in search results and link cards. */
  excerpt: string
  /** The banner's address, or null when the post has none. */
  banner: string | null
  bannerAlt: string
  /** The body's HTML. */
  content: string
}

export type PublishProblemKind =
  | 'banner-alt'
  | 'image-alt'
  | 'image-hidden'
  | 'title-long'
  | 'description-missing'
  | 'description-long'
  | 'no-banner'

export interface PublishProblem {
  kind: PublishProblemKind
  message: string
}

const IMAGE_TAG = /<img\b[^>]*>/gi
const ALT_ATTRIBUTE = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/** How many images of the HTML have no alt text (none, or only spaces). */
export function imagesWithoutAlt(html: string): number {
  return (html.match(IMAGE_TAG) ?? []).filter((tag) => {
    const alt = ALT_ATTRIBUTE.exec(tag)
    return (alt?.[1] ?? alt?.[2] ?? alt?.[3] ?? '').trim() === ''
  }).length
}

const characters = (count: number) => `${count.toLocaleString('en-US')} characters`

/**
 * What would hurt a post once it is out, before it is published or scheduled: images readers
 * cannot have described or would not see, and a title, description or sharing image that search results and
 * link cards cut short or replace. None stops publishing; the owner decides.
 */
export function prePublishProblems(post: CheckedPost): PublishProblem[] {
  const problems: PublishProblem[] = []
  const hasBanner = post.banner !== null && post.banner !== ''
  if (hasBanner && post.bannerAlt.trim() === '') {
    problems.push({ kind: 'banner-alt', message: 'The banner image has no alt text.' })
  }
  const bare = imagesWithoutAlt(post.content)
  if (bare > 0) {
    problems.push({
      kind: 'image-alt',
      message:
        bare === 1
          ? 'An image in the post has no alt text.'
          : `${String(bare)} images in the post have no alt text.`,
    })
  }
  const hidden = imagesNotShown(post.content)
  if (hidden > 0) {
    problems.push({
      kind: 'image-hidden',
      message:
        hidden === 1
          ? 'An image in the post would not show on the site: it is not a stored image. Insert it again from its file.'
          : `${String(hidden)} images in the post would not show on the site: they are not stored images. Insert them again from their files.`,
    })
  }
  const title = characterCount(post.title.trim())
  if (title > TITLE_SHOWN) {
    problems.push({
      kind: 'title-long',
      message: `The title is ${characters(title)}: search results show about ${String(TITLE_SHOWN)}.`,
    })
  }
  const description = characterCount(post.excerpt.trim())
  if (description === 0) {
    problems.push({
      kind: 'description-missing',
      message:
        'There is no excerpt: search results and link cards show the start of the post instead.',
    })
  } else if (description > DESCRIPTION_SHOWN) {
    problems.push({
      kind: 'description-long',
      message: `The excerpt is ${characters(description)}: search results show about ${String(DESCRIPTION_SHOWN)}.`,
    })
  }
  if (!hasBanner) {
    problems.push({
      kind: 'no-banner',
      message: 'There is no banner image: link cards show the site’s default sharing image.',
    })
  }
  return problems
}
