/**
 * Structured field values for HTTP (RFC 8941), as much as message signatures (RFC 9421) and
 * digests (RFC 9530) need: a dictionary of items and inner lists with their parameters, parsed
 * strictly (a value that does not parse is refused whole), and an inner list serialised again.
 */

import { fromBase64, toBase64 } from './base64.ts'

export type BareItem =
  | { type: 'integer' | 'decimal'; value: number; text: string }
  | { type: 'string' | 'token'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'bytes'; value: Uint8Array<ArrayBuffer> }

export type Parameters = Map<string, BareItem>

export interface Item {
  item: BareItem
  parameters: Parameters
}

export interface InnerList {
  items: Item[]
  parameters: Parameters
}

export type Member = Item | InnerList

class Cursor {
  at = 0
  constructor(readonly text: string) {}
  get next(): string {
    return this.text[this.at] ?? ''
  }
  take(pattern: RegExp): string | null {
    const sticky = new RegExp(pattern.source, 'y')
    sticky.lastIndex = this.at
    const match = sticky.exec(this.text)
    if (!match) return null
    this.at += match[0].length
    return match[0]
  }
}

const KEY = /[a-z*][a-z0-9_\-.*]*/
const TOKEN = /[A-Za-z*][A-Za-z0-9!#$%&'*+\-.^_`|~:/]*/
const NUMBER = /-?[0-9]{1,15}(\.[0-9]{1,3})?/
const STRING = /"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"/
const BYTES = /:([A-Za-z0-9+/]*={0,2}):/

function bareItem(cursor: Cursor): BareItem | null {
  const number = cursor.take(NUMBER)
  if (number !== null) {
    const [whole = '', fraction] = number.split('.')
    if (fraction === undefined) return { type: 'integer', value: Number(number), text: number }
    if (whole.replace('-', '').length > 12) return null
    const text = `${whole}.${fraction.replace(/(?<=.)0+$/, '')}`
    return { type: 'decimal', value: Number(number), text }
  }
  const string = cursor.take(STRING)
  if (string !== null) return { type: 'string', value: string.slice(1, -1).replace(/\\(.)/g, '$1') }
  const bytes = cursor.take(BYTES)
  if (bytes !== null) {
    const value = fromBase64(bytes.slice(1, -1))
    return value ? { type: 'bytes', value } : null
  }
  const boolean = cursor.take(/\?[01]/)
  if (boolean !== null) return { type: 'boolean', value: boolean === '?1' }
  const token = cursor.take(TOKEN)
  return token === null ? null : { type: 'token', value: token }
}

function parameters(cursor: Cursor): Parameters | null {
  const found: Parameters = new Map()
  while (cursor.take(/;/) !== null) {
    cursor.take(/ */)
    const key = cursor.take(KEY)
    if (key === null) return null
    const value =
      cursor.take(/=/) === null ? { type: 'boolean' as const, value: true } : bareItem(cursor)
    if (!value) return null
    found.set(key, value)
  }
  return found
}

function item(cursor: Cursor): Item | null {
  const bare = bareItem(cursor)
  const found = bare && parameters(cursor)
  return bare && found ? { item: bare, parameters: found } : null
}

function innerList(cursor: Cursor): InnerList | null {
  const items: Item[] = []
  cursor.take(/ */)
  while (cursor.take(/\)/) === null) {
    const next = item(cursor)
    if (!next) return null
    items.push(next)
    if (cursor.take(/ +/) === null && cursor.next !== ')') return null
  }
  const found = parameters(cursor)
  return found ? { items, parameters: found } : null
}

/** A dictionary field's members by key, or null when the value is not a dictionary. */
export function parseDictionary(value: string): Map<string, Member> | null {
  const cursor = new Cursor(value.replace(/^ +| +$/g, ''))
  const members = new Map<string, Member>()
  while (cursor.at < cursor.text.length) {
    const key = cursor.take(KEY)
    if (key === null) return null
    let member: Member | null
    if (cursor.take(/=/) === null) {
      const found = parameters(cursor)
      member = found && { item: { type: 'boolean', value: true }, parameters: found }
    } else {
      member = cursor.take(/\(/) === null ? item(cursor) : innerList(cursor)
    }
    if (!member) return null
    members.set(key, member)
    cursor.take(/[ \t]*/)
    if (cursor.at === cursor.text.length) break
    if (cursor.take(/,[ \t]*/) === null || cursor.at === cursor.text.length) return null
  }
  return members
}

export const isInnerList = (member: Member): member is InnerList => 'items' in member

function serialiseBare(bare: BareItem): string {
  switch (bare.type) {
    case 'integer':
    case 'decimal':
      return bare.text
    case 'string':
      return `"${bare.value.replace(/[\\"]/g, '\\$&')}"`
    case 'token':
      return bare.value
    case 'boolean':
      return bare.value ? '?1' : '?0'
    case 'bytes':
      return `:${toBase64(bare.value)}:`
  }
}

function serialiseParameters(found: Parameters): string {
  return [...found]
    .map(([key, value]) =>
      value.type === 'boolean' && value.value ? `;${key}` : `;${key}=${serialiseBare(value)}`,
    )
    .join('')
}

/** An inner list as RFC 8941 §4.1.1.1 serialises it: `("a" "b");p=1`. */
export function serialiseInnerList(list: InnerList): string {
  const items = list.items.map(
    (one) => serialiseBare(one.item) + serialiseParameters(one.parameters),
  )
  return `(${items.join(' ')})${serialiseParameters(list.parameters)}`
}
