import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { MailMessage, MailTransport } from '../../functions/_shared/mail.ts'

export interface StoredMessage extends MailMessage {
  id: string
  sentAt: string
}

/** The local backend's mail catcher: every message the functions send is kept, never delivered. */
export interface Outbox extends MailTransport {
  list(): StoredMessage[]
  find(id: string): StoredMessage | null
}

/** Keeps each message as an .eml file (for any mail client) with a .json copy for listing. */
export function diskOutbox(dir: string): Outbox {
  mkdirSync(dir, { recursive: true })
  const list = () =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as StoredMessage)
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
  return {
    send(message) {
      const stored = stamp(message)
      writeFileSync(join(dir, `${stored.id}.eml`), toEml(stored))
      writeFileSync(join(dir, `${stored.id}.json`), JSON.stringify(stored))
      return Promise.resolve()
    },
    list,
    find: (id) => list().find((message) => message.id === id) ?? null,
  }
}

export function memoryOutbox(): Outbox {
  const messages: StoredMessage[] = []
  return {
    send(message) {
      messages.unshift(stamp(message))
      return Promise.resolve()
    },
    list: () => [...messages],
    find: (id) => messages.find((message) => message.id === id) ?? null,
  }
}

function stamp(message: MailMessage): StoredMessage {
  // Ids sort by time, so file names list in sending order.
  return {
    ...message,
    id: `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`,
    sentAt: new Date().toISOString(),
  }
}

/** RFC 5322 text with a text part and, when present, an HTML alternative. */
export function toEml(message: StoredMessage): string {
  const headers = [
    `From: ${message.from}`,
    `To: ${message.to.join(', ')}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${new Date(message.sentAt).toUTCString()}`,
    `Message-ID: <${message.id}@local-backend>`,
    'MIME-Version: 1.0',
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ]
  const textPart = [
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
  ]
  if (!message.html) return [...headers, ...textPart].join('\r\n')
  const boundary = `boundary-${message.id}`
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...textPart,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.html,
    `--${boundary}--`,
    '',
  ].join('\r\n')
}

function encodeHeader(text: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text) ? text : `=?utf-8?B?${Buffer.from(text).toString('base64')}?=`
}
