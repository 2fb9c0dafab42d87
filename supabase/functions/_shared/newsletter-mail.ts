import { type FunctionEnvironment, functionsUrl } from './environment.ts'
import { escapeHtml } from './http.ts'
import type { MailMessage } from './mail.ts'
import { summaryOf } from './summary.ts'

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

export interface PostSummary {
  title: string
  slug: string
  excerpt: string | null
  content: string
}

/** A new post, with one-click unsubscribe (RFC 8058) in the headers and the footer. */
export function postMail(
  env: FunctionEnvironment,
  to: string,
  post: PostSummary,
  unsubscribeToken: string | null,
): MailMessage {
  const postUrl = `${env.siteUrl}/blog/${encodeURIComponent(post.slug)}`
  const summary = post.excerpt ?? summaryOf(plainText(post.content), 160)
  const unsubscribe = unsubscribeToken
    ? subscriptionLink(env, 'unsubscribe', unsubscribeToken)
    : null
  return {
    from: env.emailFrom,
    to: [to],
    subject: post.title,
    text: [
      post.title,
      '',
      summary,
      '',
      `Read it on the site: ${postUrl}`,
      ...(unsubscribe ? ['', `Unsubscribe: ${unsubscribe}`] : []),
    ].join('\n'),
    html: `<h1>${escapeHtml(post.title)}</h1>
<p>${escapeHtml(summary)}</p>
<p><a href="${escapeHtml(postUrl)}">Read it on the site</a></p>${
      unsubscribe ? `\n<p><a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>` : ''
    }`,
    headers: unsubscribe
      ? {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  }
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
