import fc from 'fast-check'

/** Text and URL pieces that break parsers: the raw material of every fuzz generator. */

/** Values that are known to trip up parsers, casts and encoders. */
const NASTY_VALUES = [
  '',
  ' ',
  'null',
  'NULL',
  'true',
  'false',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e400',
  '-1e400',
  '0x10',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999999999999999999',
  '1.7976931348623157e309',
  '00000000-0000-0000-0000-000000000000',
  '2026-13-45T25:61:61Z',
  '0000-00-00',
  'infinity',
  "'",
  "''; drop table public.blog_posts; --",
  '"',
  '""',
  '\\',
  '\\"',
  '(',
  ')',
  '()',
  '((',
  '{',
  '}',
  '{}',
  '{{}}',
  '{{{{{{{{{{a}}}}}}}}}}',
  '[',
  ']',
  '[]',
  ',',
  ',,',
  '.',
  '..',
  '../..',
  '*',
  '%',
  '_',
  ':',
  '::',
  '->',
  '->>',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\t\r\n',
  '\ud800',
  'a\udfffb',
  '\ufeff',
  '\u200b\u200d\u2060',
  '\u202e\u202d',
  'e\u0301\u0301\u0301',
  '😀',
  '👩‍👩‍👧‍👦',
  'Ω≈ç√∫',
  '𝕿𝖍𝖊',
  'ﷺ',
  '(a*)*b',
  '[[:alpha:]',
  '$1',
  '%s%n%x',
  '<script>alert(1)</script>',
  '{"a":1}',
  '[1,2',
] as const

/** Percent-encoding that is malformed or decodes to something unusual. */
const PERCENT_GARBAGE = [
  '%',
  '%%',
  '%2',
  '%zz',
  '%G1',
  '%C3',
  '%C3%28',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FF%FE',
  '%C0%AF',
  '%00',
  '%0A',
  '%2F',
  '%2e%2e',
  '%25',
  '%26',
  '%3D',
  '%2C',
  '%28',
  '%29',
  '%E2%80%AE',
] as const

/** A character or short string of any kind, weighted towards the nasty ones. */
export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_VALUES), weight: 4 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 2 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: fc.bigInt().map(String), weight: 1 },
  { arbitrary: longText(200, 3000), weight: 1 },
)

/** A long run of one short piece, e.g. 3,000 "a" or "(" characters. */
function longText(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom('a', '(', ')', '{', ',', '"', '\\', 'é', '😀', '%'), fc.nat(maxLength))
    .map(([piece, length]) => piece.repeat(Math.max(minLength, length)))
}

/**
 * Puts text into a URL: properly percent-encoded, raw (the URL parser then encodes what it
 * must), or with malformed percent-encoding spliced in.
 */
export function urlPiece(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: text.map(encodeLenient), weight: 6 },
    { arbitrary: text.map(rawForUrl), weight: 1 },
    {
      arbitrary: fc
        .tuple(text.map(encodeLenient), fc.constantFrom(...PERCENT_GARBAGE), fc.nat(20))
        .map(([encoded, garbage, at]) => {
          const position = Math.min(at, encoded.length)
          return `${encoded.slice(0, position)}${garbage}${encoded.slice(position)}`
        }),
      weight: 1,
    },
  )
}

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes. */
export function encodeLenient(text: string): string {
  let encoded = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`
        : encodeURIComponent(char)
  }
  return encoded
}

/** Text as typed into a URL: only what would end the query or the URL itself is encoded. */
function rawForUrl(text: string): string {
  return encodeLenient(text).replace(/%(2[0-9A-F]|[3-7][0-9A-F])/gi, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16))
    return '#&%+'.includes(char) ? escape : char
  })
}

/** A header value the HTTP client can send: Latin-1 without control characters. */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_VALUES).map(toHeaderValue),
  fc.string({ maxLength: 40 }).map(toHeaderValue),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(toHeaderValue),
  longText(500, 1500).map(toHeaderValue),
)

function toHeaderValue(text: string): string {
  // Visible ASCII, space and Latin-1; anything else (controls, DEL, wider characters) becomes "?".
  return text.replace(/[^ -~\u0080-\u00ff]/gu, '?').trim()
}
