import { escapeHtml } from '../../functions/_shared/http.ts'
import { type ApiResponse, jsonResponse } from '../http/types.ts'
import { type Outbox, type StoredMessage, toEml } from './outbox.ts'

/**
 * The HTML part of a message, as the outbox shows it: in a sandbox (no scripts, no forms, an
 * origin of its own, so it can reach nothing of the backend's), loading nothing but images.
 */
export const MAIL_HTML_POLICY =
  "sandbox; default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'"

/**
 * `/_mail`: read the local outbox in a browser (like the Supabase CLI's mail catcher), with
 * `/_mail/api/messages` as JSON for tests and scripts. A message shows its HTML part as a mail
 * client would (`/_mail/<id>/html`, framed in a sandbox), its text part, and its raw `.eml`.
 */
export function viewMail(outbox: Outbox, path: string): ApiResponse {
  const rest = path.replace(/^\/_mail\/?/, '')
  if (rest === 'api/messages') return jsonResponse(200, outbox.list())
  if (rest === '') return page('Local outbox', messageList(outbox.list()))
  const [, id = '', part = ''] = /^([^/]+?)(\.eml|\/html)?$/.exec(rest) ?? []
  const message = outbox.find(id)
  if (!message) return page('Not found', '<p>There is no such message.</p>', 404)
  if (part === '.eml')
    return {
      status: 200,
      headers: { 'Content-Type': 'message/rfc822; charset=utf-8' },
      body: toEml(message),
    }
  if (part === '/html') {
    if (message.html === undefined)
      return page('Not found', '<p>This message has no HTML part.</p>', 404)
    return {
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': MAIL_HTML_POLICY,
        'X-Content-Type-Options': 'nosniff',
      },
      body: message.html,
    }
  }
  return page(message.subject, messageView(message))
}

function messageList(messages: StoredMessage[]): string {
  if (messages.length === 0) return '<p>No mail has been sent yet.</p>'
  const rows = messages
    .map(
      (message) => `<tr>
  <td>${escapeHtml(new Date(message.sentAt).toLocaleString('en-GB'))}</td>
  <td>${escapeHtml(message.to.join(', '))}</td>
  <td><a href="/_mail/${encodeURIComponent(message.id)}">${escapeHtml(message.subject)}</a></td>
</tr>`,
    )
    .join('\n')
  return `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
}

function messageView(message: StoredMessage): string {
  const fields: [string, string | undefined][] = [
    ['From', message.from],
    ['To', message.to.join(', ')],
    ['Reply-To', message.replyTo],
    ['Sent', message.sentAt],
    ...Object.entries(message.headers ?? {}),
  ]
  const headers = fields
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')
  const address = `/_mail/${encodeURIComponent(message.id)}`
  const html =
    message.html === undefined
      ? ''
      : `<h2>HTML part</h2>
<iframe src="${address}/html" sandbox title="The HTML part of the message"></iframe>`
  return `<p><a href="/_mail">All mail</a> · <a href="${address}.eml">Raw .eml</a></p>
<dl>${headers}</dl>${html}
<h2>Text part</h2>
<pre>${escapeHtml(message.text)}</pre>`
}

function page(title: string, body: string, status = 200): ApiResponse {
  return {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
    },
    body: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}dt{font-weight:600}
iframe{width:100%;height:70vh;border:1px solid #ddd}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  }
}
