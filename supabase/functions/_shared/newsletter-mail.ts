import { type FunctionEnvironment, functionsUrl, senderName } from './environment.ts'
import type { EmailSizes } from './emailImages.ts'
import { escapeHtml } from './http.ts'
import type { MailMessage } from './mail.ts'
import { postEmail } from './postEmail.ts'

/** The subscription link for one action, as the emails carry it. */
export function subscriptionLink(
  env: FunctionEnvironment,
  action: 'confirm' | 'unsubscribe',
  token: string,
): string {
  const params = new URLSearchParams({ action, token })
  return `${functionsUrl(env)}/newsletter-subscribe?${params.toString()}`
}

export function confirmationMail(
  env: FunctionEnvironment,
  to: string,
  confirmToken: string,
): MailMessage {
  const link = subscriptionLink(env, 'confirm', confirmToken)
  return {
    from: env.emailFrom,
    to: [to],
    subject: 'Confirm your subscription',
    text: [
      'Please confirm that you would like new posts by email:',
      link,
      '',
      'If you did not ask for this, ignore this email and nothing will be sent.',
    ].join('\n'),
    html: `<p>Please confirm that you would like new posts by email:</p>
<p><a href="${escapeHtml(link)}">Confirm my subscription</a></p>
<p>If you did not ask for this, ignore this email and nothing will be sent.</p>`,
  }
}

/** A post as the newsletter reads it from its row. */
export interface PostRow {
  title: string
  slug: string
  content: string
  featured_excerpt: string | null
  featured_image_url: string | null
  featured_image_variants: unknown
  banner_alt: string | null
  newsletter_format: string
}

/** The columns of `blog_posts` a newsletter is made from. */
export const POST_MAIL_COLUMNS =
  'title, slug, content, featured_excerpt, featured_image_url, featured_image_variants, banner_alt, newsletter_format'

/**
 * A new post as subscribers get it: HTML made from the post with a plain-text alternative, and
 * one-click unsubscribe (RFC 8058) in the headers and the footer. Without a subscriber's token
 * (the owner's test) the same email's unsubscribe link leads to the site's newsletter page.
 * `emailSizes`: the JPEGs for email its images have (storedEmailSizes).
 */
export function postMail(
  env: FunctionEnvironment,
  to: string,
  post: PostRow,
  unsubscribeToken: string | null,
  emailSizes: EmailSizes,
): MailMessage {
  const postUrl = `${env.siteUrl}/blog/${encodeURIComponent(post.slug)}`
  const unsubscribe = unsubscribeToken
    ? subscriptionLink(env, 'unsubscribe', unsubscribeToken)
    : null
  const { html, text } = postEmail(
    {
      title: post.title,
      content: post.content,
      teaser: post.featured_excerpt,
      bannerUrl: post.featured_image_url,
      bannerVariants: post.featured_image_variants,
      bannerAlt: post.banner_alt,
      format: post.newsletter_format === 'excerpt' ? 'excerpt' : 'full',
    },
    {
      siteUrl: env.siteUrl,
      postUrl,
      unsubscribeUrl: unsubscribe ?? `${env.siteUrl}/newsletter`,
      senderName: senderName(env.emailFrom),
      emailSizes,
    },
  )
  return {
    from: env.emailFrom,
    to: [to],
    subject: post.title,
    text,
    html,
    headers: unsubscribe
      ? {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  }
}
