import { escapeHtml } from '../../functions/_shared/http.ts'
import { type ApiResponse, jsonResponse } from '../http/types.ts'
import { type Outbox, type StoredMessage, toEml } from './outbox.ts'

/**
 * `/_mail`: read the local outbox in a browser (like the Supabase CLI's mail catcher), with
 * `/_mail/api/messages` as JSON for tests and scripts. Message HTML is shown as text only.
 */
export function viewMail(outbox: Outbox, path: string): ApiResponse {
  const rest = path.replace(/^\/_mail\/?/, '')
  if (rest === 'api/messages') return jsonResponse(200, outbox.list())
  if (rest === '') return page('Local outbox', messageList(outbox.list()))
  const raw = rest.endsWith('.eml')
  const message = outbox.find(raw ? rest.slice(0, -'.eml'.length) : rest)
  if (!message) return page('Not found', '<p>There is no such message.</p>', 404)
  if (raw)
    return {
      status: 200,
      headers: { 'Content-Type': 'message/rfc822; charset=utf-8' },
      body: toEml(message),
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
  return `<p><a href="/_mail">All mail</a> · <a href="/_mail/${encodeURIComponent(message.id)}.eml">Raw .eml</a></p>
<dl>${headers}</dl>
<pre>${escapeHtml(message.text)}</pre>`
}

function page(title: string, body: string, status = 200): ApiResponse {
  return {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
    body: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}dt{font-weight:600}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  }
}
