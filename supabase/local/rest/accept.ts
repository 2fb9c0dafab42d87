import { PRODUCT_CONTRACT } from '../contract.ts'
import { RestError, outsideContract } from './errors.ts'

/**
 * What an answer's body is: a JSON array of rows, or the one row itself (`single()`). As
 * PostgREST does, the Accept header's media types are tried by weight and the first available
 * wins; one PostgREST would answer with and the contract does not have (CSV, null-stripped
 * JSON, plans, OpenAPI) is refused, never answered as JSON, and one nobody offers is skipped.
 */
export type Answer = 'array' | 'object'

const [OBJECT] = PRODUCT_CONTRACT.rest.accept
const ARRAY_TYPES = ['application/json', '*/*', 'application/*']
const POSTGREST_TYPES = [
  'text/csv',
  'application/vnd.pgrst.object',
  'application/vnd.pgrst.array',
  'application/vnd.pgrst.array+json',
  'application/geo+json',
  'application/openapi+json',
]

export function negotiate(accept: string | undefined): Answer {
  const entries = (accept ?? '*/*')
    .split(',')
    .map((entry) => {
      const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
      const quality = parameters.find((parameter) => parameter.startsWith('q='))
      const weight = quality === undefined ? 1 : Number(quality.slice(2))
      const others = parameters.filter((parameter) => !/^(q|charset)=/.test(parameter))
      return { text: entry.trim(), type, others, weight: Number.isNaN(weight) ? 1 : weight }
    })
    .filter((entry) => entry.type !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight)
  for (const { text, type, others } of entries) {
    const plain = others.length === 0
    if (plain && type === OBJECT) return 'object'
    if (plain && ARRAY_TYPES.includes(type)) return 'array'
    if (
      type === OBJECT ||
      POSTGREST_TYPES.includes(type) ||
      type.startsWith('application/vnd.pgrst.plan')
    ) {
      throw outsideContract(`The media type '${text}'`, `application/json and ${OBJECT}`, 406)
    }
  }
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${entries.map((entry) => entry.text).join(', ')}`,
  )
}
