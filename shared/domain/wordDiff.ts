import { decodeEntities } from './text.ts'

/** A run of the compared text: in both, only in the newer text, or only in the older one. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed'
  text: string
}

interface Word {
  word: string
  /** The spaces and line breaks after the word, shown but not compared. */
  space: string
}

type Step = 'same' | 'added' | 'removed'

/**
 * Beyond this many words added or removed the two texts are shown as one removal and one
 * addition: a longer search would cost more than it tells.
 */
const MAX_EDITS = 3000

/** The text of a post body for comparing: block ends become line breaks, other tags spaces. */
export function diffableText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>|<\/(p|h[1-6]|li|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
  return decodeEntities(text)
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim()
}

function words(text: string): Word[] {
  const found: Word[] = []
  for (const match of text.matchAll(/(\S+)(\s*)/g)) {
    found.push({ word: match[1] ?? '', space: match[2] ?? '' })
  }
  return found
}

/**
 * The shortest edit script from `a` to `b` (Myers' O(ND) algorithm), or null when it needs more
 * than `limit` steps.
 */
function editScript(a: readonly string[], b: readonly string[], limit: number): Step[] | null {
  const n = a.length
  const m = b.length
  const max = Math.min(n + m, limit)
  const offset = max + 1
  const v = new Int32Array(2 * max + 3)
  // trace[d]: the furthest x on each diagonal k (at index k + d) before round d.
  const trace: Int32Array[] = []
  for (let d = 0; d <= max; d += 1) {
    trace.push(v.slice(offset - d, offset + d + 1))
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0))
      let x = down ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1
      let y = x - k
      while (x < n && y < m && a[x] === b[y]) {
        x += 1
        y += 1
      }
      v[offset + k] = x
      if (x >= n && y >= m) return backtrack(trace, n, m)
    }
  }
  return null
}

function backtrack(trace: readonly Int32Array[], n: number, m: number): Step[] {
  const steps: Step[] = []
  let x = n
  let y = m
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const before = trace[d] ?? new Int32Array(1)
    const at = (k: number) => before[k + d] ?? 0
    const k = x - y
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
    const previousX = d === 0 ? 0 : at(previousK)
    const previousY = previousX - previousK
    while (x > previousX && y > previousY) {
      steps.push('same')
      x -= 1
      y -= 1
    }
    if (d > 0) steps.push(x === previousX ? 'added' : 'removed')
    x = previousX
    y = previousY
  }
  return steps.reverse()
}

/** Appends text of a kind, joining it to the last part when that is of the same kind. */
function append(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts.at(-1)
  if (last?.kind === kind) last.text += text
  else if (text !== '') parts.push({ kind, text })
}

/**
 * A word-level comparison of two plain texts: what `after` keeps of `before`, adds and removes,
 * in reading order. Spacing follows the newer text where a word is in both.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const older = words(before)
  const newer = words(after)
  let start = 0
  while (start < older.length && start < newer.length && older[start]?.word === newer[start]?.word)
    start += 1
  let olderEnd = older.length
  let newerEnd = newer.length
  while (
    olderEnd > start &&
    newerEnd > start &&
    older[olderEnd - 1]?.word === newer[newerEnd - 1]?.word
  ) {
    olderEnd -= 1
    newerEnd -= 1
  }
  const olderMiddle = older.slice(start, olderEnd)
  const newerMiddle = newer.slice(start, newerEnd)
  const steps = editScript(
    olderMiddle.map((entry) => entry.word),
    newerMiddle.map((entry) => entry.word),
    MAX_EDITS,
  ) ?? [...olderMiddle.map((): Step => 'removed'), ...newerMiddle.map((): Step => 'added')]

  const parts: DiffPart[] = []
  const text = (entry: Word | undefined) => (entry ? entry.word + entry.space : '')
  for (const entry of newer.slice(0, start)) append(parts, 'same', text(entry))
  let o = 0
  let w = 0
  for (const step of steps) {
    if (step === 'same') {
      append(parts, 'same', text(newerMiddle[w]))
      o += 1
      w += 1
    } else if (step === 'added') {
      append(parts, 'added', text(newerMiddle[w]))
      w += 1
    } else {
      append(parts, 'removed', text(olderMiddle[o]))
      o += 1
    }
  }
  for (const entry of newer.slice(newerEnd)) append(parts, 'same', text(entry))
  return parts
}
