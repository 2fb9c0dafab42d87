import type { JsonValue } from '../../offline/store/draftStore.ts'

/** Text of an HTML value (a post's content), read without running or loading anything in it. */
function textOf(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  return parsed.body.textContent
}

function display(value: JsonValue): string {
  if (value === null || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ')
  if (typeof value === 'string') return /<[a-z][\s\S]*>/i.test(value) ? textOf(value) : value
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** One side of a conflicting field, as text the owner can compare. */
export function ConflictValue({ value }: { value: JsonValue }) {
  return <div className="admin-conflict__value">{display(value)}</div>
}
