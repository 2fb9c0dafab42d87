import { type EmailBlock, emailBlocks } from './emailBody.ts'
import { type EmailImageContext, bannerImage, emailImageTag } from './emailImages.ts'
import {
  FONT,
  IMAGE_STYLE,
  MUTED_COLOUR,
  STYLES,
  TEXT_COLOUR,
  buttonLink,
  openTag,
} from './emailMarkup.ts'
import { escapeHtml } from './http.ts'

/**
 * Gmail clips a message whose HTML passes 102 KB and hides the rest behind a link: the
 * newsletter's HTML stays under 100 KB (UTF-8 bytes), cutting a long post between blocks.
 */
export const MAX_EMAIL_HTML_BYTES = 100_000

/** What the owner chose to mail of a post (`blog_posts.newsletter_format`). */
export type NewsletterFormat = 'full' | 'excerpt'

/** A post as the newsletter mails it. */
export interface NewsletterPost {
  title: string
  content: string
  /** The excerpt, or else the start of the text (the database's `featured_excerpt`). */
  teaser: string | null
  bannerUrl: string | null
  bannerVariants: unknown
  bannerAlt: string | null
  format: NewsletterFormat
}

/** Where the email's links lead, whom it is from, and the JPEGs for email its images have. */
export interface PostEmailContext extends EmailImageContext {
  postUrl: string
  unsubscribeUrl: string
  /** The sender's display name, shown above the title; null shows none. */
  senderName: string | null
}

/** The two parts of a newsletter email: HTML and its plain-text alternative. */
export interface PostEmail {
  html: string
  text: string
  /** Whether the post was cut to keep the HTML under the limit. */
  cut: boolean
}

const byteLength = (text: string) => new TextEncoder().encode(text).length

/**
 * A post's newsletter: the title, the banner, then the whole post (or, as the owner chose, its
 * teaser) and a link to read it on the site. A post whose email would pass the size limit
 * keeps as many of its first blocks as fit and ends with 'Continue reading on the site'.
 */
export function postEmail(post: NewsletterPost, context: PostEmailContext): PostEmail {
  if (post.format === 'excerpt') {
    const teaser = post.teaser?.trim() ?? ''
    const blocks: EmailBlock[] = teaser
      ? [{ html: `<p style="${STYLES.p ?? ''}">${escapeHtml(teaser)}</p>`, text: teaser }]
      : []
    return { ...document(post, context, blocks, 'Read on the site'), cut: false }
  }
  const blocks = emailBlocks(post.content, context)
  const whole = document(post, context, blocks, 'Read on the site')
  if (byteLength(whole.html) < MAX_EMAIL_HTML_BYTES) return { ...whole, cut: false }

  // The largest number of first blocks that fits, by halving: the size grows with each block.
  let fits = 0
  let tooMany = blocks.length
  while (tooMany - fits > 1) {
    const middle = Math.floor((fits + tooMany) / 2)
    const candidate = document(post, context, blocks.slice(0, middle), CONTINUE)
    if (byteLength(candidate.html) < MAX_EMAIL_HTML_BYTES) fits = middle
    else tooMany = middle
  }
  return { ...document(post, context, blocks.slice(0, fits), CONTINUE), cut: true }
}

const CONTINUE = 'Continue reading on the site'

function document(
  post: NewsletterPost,
  context: PostEmailContext,
  blocks: EmailBlock[],
  readLabel: string,
): { html: string; text: string } {
  const masthead = context.senderName
    ? `<p style="margin:0 0 8px;font-size:13px;letter-spacing:.04em;text-transform:uppercase;color:${MUTED_COLOUR}">${escapeHtml(context.senderName)}</p>`
    : ''
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(post.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="648" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:648px;background:#ffffff;border-collapse:collapse">
<tr><td style="padding:32px 24px 24px;font-family:${FONT};font-size:17px;line-height:1.6;color:${TEXT_COLOUR}">
${masthead}<h1 style="margin:0 0 24px;font-size:32px;line-height:1.2">${openTag('a', { href: context.postUrl, style: `color:${TEXT_COLOUR};text-decoration:none` })}${escapeHtml(post.title)}</a></h1>
${banner(post, context)}${blocks.map((block) => block.html).join('\n')}
${buttonLink(context.postUrl, readLabel)}
</td></tr>
<tr><td style="padding:16px 24px 32px;font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED_COLOUR};border-top:1px solid #e4e7eb">
You are receiving this because you subscribed to new posts${context.senderName ? ` from ${escapeHtml(context.senderName)}` : ''}. ${openTag('a', { href: context.unsubscribeUrl, style: `color:${MUTED_COLOUR};text-decoration:underline` })}Unsubscribe</a>
</td></tr>
</table></td></tr></table>
</body></html>
`
  const text = [
    post.title,
    '',
    ...blocks.flatMap((block) => (block.text ? [block.text, ''] : [])),
    `${readLabel}: ${context.postUrl}`,
    '',
    `Unsubscribe: ${context.unsubscribeUrl}`,
  ].join('\n')
  return { html, text }
}

/** The banner at its size for email, or nothing when the post has none. */
function banner(post: NewsletterPost, images: EmailImageContext): string {
  if (!post.bannerUrl) return ''
  const image = bannerImage(post.bannerUrl, post.bannerVariants)
  const tag = emailImageTag(image, post.bannerAlt ?? '', images, `${IMAGE_STYLE};margin:0 0 24px`)
  return tag && `${tag}\n`
}
