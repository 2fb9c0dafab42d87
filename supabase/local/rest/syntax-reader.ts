import { badQuery } from './errors.ts'

/**
 * A cursor over one query-string value, with the pieces of PostgREST's URL grammar that select,
 * filters and order share: field names, JSON paths and quoted values.
 */
export class SyntaxReader {
  position = 0

  constructor(
    readonly text: string,
    /** Names the parameter in errors, e.g. "select parameter". */
    private readonly what: string,
  ) {}

  get done(): boolean {
    return this.position >= this.text.length
  }

  peek(length = 1): string {
    return this.text.slice(this.position, this.position + length)
  }

  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.position)
  }

  /** Consumes `token` when it comes next. */
  eat(token: string): boolean {
    if (!this.startsWith(token)) return false
    this.position += token.length
    return true
  }

  expect(token: string): void {
    if (!this.eat(token)) throw this.failure(`expecting "${token}"`)
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.position++
  }

  /** The rest of the text. */
  rest(): string {
    const rest = this.text.slice(this.position)
    this.position = this.text.length
    return rest
  }

  failure(expecting: string): Error {
    const found = this.done ? 'end of input' : `"${this.peek()}"`
    return badQuery(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.position + 1})`,
      `unexpected ${found} ${expecting}`,
    )
  }

  /** A field name: `"quoted"`, or identifier characters joined by dashes (not arrows). */
  fieldName(): string {
    if (this.peek() === '"') return this.quoted()
    const parts: string[] = []
    for (;;) {
      const start = this.position
      while (/[\p{L}\p{N}_$ ]/u.test(this.peek()) && !this.done) this.position++
      const part = this.text.slice(start, this.position).trim()
      if (part === '') throw this.failure('expecting field name (* or [a..z0..9_$])')
      parts.push(part)
      if (this.peek() === '-' && this.peek(2) !== '->') this.position++
      else return parts.join('-')
    }
  }

  /** `"text"` with backslash escapes. */
  quoted(): string {
    this.expect('"')
    let value = ''
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\') this.position++
      value += this.peek()
      this.position++
    }
    this.expect('"')
    return value
  }

  /** `->key`, `->>key` and `->0` steps after a field name. */
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = []
    for (;;) {
      const arrow = this.eat('->>') ? '->>' : this.eat('->') ? '->' : null
      if (arrow === null) return steps
      const index = /^-?\d+(?=->|::|\.|,|\)|$)/.exec(this.text.slice(this.position))
      if (index) {
        this.position += index[0].length
        steps.push({ arrow, key: index[0], index: true })
      } else {
        steps.push({ arrow, key: this.jsonKey(), index: false })
      }
    }
  }

  private jsonKey(): string {
    if (this.peek() === '"') return this.quoted()
    const parts: string[] = []
    for (;;) {
      const start = this.position
      while (!this.done && !'(-:.,>)'.includes(this.peek())) this.position++
      const part = this.text.slice(start, this.position).trim()
      if (part === '') throw this.failure('expecting a JSON key')
      parts.push(part)
      if (this.peek() === '-' && this.peek(2) !== '->') this.position++
      else return parts.join('-')
    }
  }

  /** A field with its JSON path, surrounded by optional spaces. */
  field(): FieldPath {
    this.skipSpaces()
    const name = this.fieldName()
    const jsonPath = this.jsonPath()
    this.skipSpaces()
    return { name, jsonPath }
  }

  /** A type name after `::`: identifier characters only. */
  castName(): string {
    const match = /^[\p{L}\p{N}_$ ]+/u.exec(this.text.slice(this.position))
    if (!match) throw this.failure('expecting a type name')
    this.position += match[0].length
    return match[0].trim()
  }
}

export interface JsonStep {
  arrow: '->' | '->>'
  /** A key, or an array index when `index` is set. */
  key: string
  index: boolean
}

export interface FieldPath {
  name: string
  jsonPath: JsonStep[]
}
