import { createSign, generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { importPublicKey } from '../../../supabase/functions/_shared/httpSignatures.ts'
import { claimedSender } from '../../../supabase/functions/_shared/inboxGate.ts'
import {
  contentDigestMatches,
  parseMessageSignature,
  signatureBase,
  verifyMessageSignature,
} from '../../../supabase/functions/_shared/messageSignatures.ts'
import { parseDictionary } from '../../../supabase/functions/_shared/structuredFields.ts'

/** RFC 9421 message signatures, against the RFC's own examples (Appendix B.2) where they apply. */

const BODY = new TextEncoder().encode('{"hello": "world"}')
const CONTENT_DIGEST =
  'sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:'

/** The RFC's test request (B.2). */
const message = {
  method: 'POST',
  url: new URL('https://example.com/foo?param=Value&Pet=dog'),
  headers: new Headers({
    host: 'example.com',
    date: 'Tue, 20 Apr 2021 02:07:55 GMT',
    'content-type': 'application/json',
    'content-digest': CONTENT_DIGEST,
    'content-length': '18',
  }),
}

/** B.1.4's test-key-ed25519. */
const ED25519_PUBLIC = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAJrQLj5P/89iXES9+vFgrIy29clF9CC/oPPsw3c5D0bs=
-----END PUBLIC KEY-----`

/** B.2.6: the request signed with ed25519. */
const B26 = {
  input:
    'sig-b26=("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"',
  signature:
    'sig-b26=:wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==:',
}

const parsed = (input: string, signature = `${input.split('=')[0] ?? ''}=:AAEC:`) => {
  const found = parseMessageSignature(input, signature)
  if (!found) throw new Error(`does not parse: ${input}`)
  return found
}

describe('the Signature-Input and Signature headers', () => {
  it('give the covered components, the key, the times and the signature', () => {
    expect(
      parseMessageSignature(
        'sig1=("@method" "@target-uri" "content-digest");created=1700000000;expires=1700000300;keyid="https://a.example/users/x#main-key";alg="rsa-v1_5-sha256"',
        'sig1=:AAEC:',
      ),
    ).toEqual({
      label: 'sig1',
      components: ['@method', '@target-uri', 'content-digest'],
      keyId: 'https://a.example/users/x#main-key',
      alg: 'rsa-v1_5-sha256',
      created: 1700000000,
      expires: 1700000300,
      params:
        '("@method" "@target-uri" "content-digest");created=1700000000;expires=1700000300;keyid="https://a.example/users/x#main-key";alg="rsa-v1_5-sha256"',
      signature: new Uint8Array([0, 1, 2]),
    })
  })

  it('take the first label both headers carry', () => {
    const found = parseMessageSignature(
      'a=("@method");keyid="k1", b=("@path");keyid="k2"',
      'b=:AAEC:, c=:AAEC:',
    )
    expect(found).toMatchObject({ label: 'b', keyId: 'k2', components: ['@path'] })
  })

  it.each([
    ['a key-less signature', 'sig1=("@method");created=1', 'sig1=:AAEC:'],
    ['a component with parameters', 'sig1=("@query-param";name="Pet");keyid="k"', 'sig1=:AAEC:'],
    ['a token for a component', 'sig1=(@method);keyid="k"', 'sig1=:AAEC:'],
    ['an unclosed inner list', 'sig1=("@method";keyid="k"', 'sig1=:AAEC:'],
    ['items not spaced', 'sig1=("@method""@path");keyid="k"', 'sig1=:AAEC:'],
    ['a trailing comma', 'sig1=("@method");keyid="k",', 'sig1=:AAEC:'],
    ['an upper-case key', 'Sig1=("@method");keyid="k"', 'Sig1=:AAEC:'],
    ['a signature that is not bytes', 'sig1=("@method");keyid="k"', 'sig1="AAEC"'],
    ['bytes that are not base64', 'sig1=("@method");keyid="k"', 'sig1=:A*EC:'],
    ['a label the Signature lacks', 'sig1=("@method");keyid="k"', 'sig2=:AAEC:'],
    ['an alg that is not a string', 'sig1=("@method");keyid="k";alg=ed25519', 'sig1=:AAEC:'],
  ])('are refused for %s', (_case, input, signature) => {
    expect(parseMessageSignature(input, signature)).toBeNull()
  })
})

describe('structured field dictionaries (RFC 8941)', () => {
  it('read integers, decimals, strings with escapes, tokens, booleans and bytes', () => {
    const members = parseDictionary('a=1, b=-2.50;p, c="x \\"y\\"", d=tok/en:1, e=?0, f=:AAEC:, g')
    expect([...(members ?? [])].map(([key, member]) => [key, member])).toEqual([
      ['a', { item: { type: 'integer', value: 1, text: '1' }, parameters: new Map() }],
      [
        'b',
        {
          item: { type: 'decimal', value: -2.5, text: '-2.5' },
          parameters: new Map([['p', { type: 'boolean', value: true }]]),
        },
      ],
      ['c', { item: { type: 'string', value: 'x "y"' }, parameters: new Map() }],
      ['d', { item: { type: 'token', value: 'tok/en:1' }, parameters: new Map() }],
      ['e', { item: { type: 'boolean', value: false }, parameters: new Map() }],
      ['f', { item: { type: 'bytes', value: new Uint8Array([0, 1, 2]) }, parameters: new Map() }],
      ['g', { item: { type: 'boolean', value: true }, parameters: new Map() }],
    ])
  })

  it.each(['a=1234567890123456', 'a=1.2345', 'a="\u00e9"', 'a=1,,b=2', 'a=(1 2', ' , a=1'])(
    'refuse %s',
    (value) => {
      expect(parseDictionary(value)).toBeNull()
    },
  )
})

describe('the signature base', () => {
  it('is B.2.1 for no components: the parameters alone, serialised again', () => {
    const signature = parsed(
      'sig-b21=();created=1618884473;keyid="test-key-rsa-pss";nonce="b3k2pp5k7z-50gnwp.yemd"',
    )
    expect(signatureBase(message, signature)).toBe(
      '"@signature-params": ();created=1618884473;keyid="test-key-rsa-pss";nonce="b3k2pp5k7z-50gnwp.yemd"',
    )
  })

  it('is B.2.3 for the full coverage', () => {
    const signature = parsed(
      'sig-b23=("date" "@method" "@path" "@query" "@authority" "content-type" "content-digest" "content-length");created=1618884473;keyid="test-key-rsa-pss"',
    )
    expect(signatureBase(message, signature)).toBe(
      [
        '"date": Tue, 20 Apr 2021 02:07:55 GMT',
        '"@method": POST',
        '"@path": /foo',
        '"@query": ?param=Value&Pet=dog',
        '"@authority": example.com',
        '"content-type": application/json',
        `"content-digest": ${CONTENT_DIGEST}`,
        '"content-length": 18',
        '"@signature-params": ("date" "@method" "@path" "@query" "@authority" "content-type" "content-digest" "content-length");created=1618884473;keyid="test-key-rsa-pss"',
      ].join('\n'),
    )
  })

  it('derives the target, the scheme and the request target; an absent query is "?"', () => {
    const signature = parsed('sig1=("@target-uri" "@scheme" "@request-target" "@query");keyid="k"')
    const bare = { ...message, url: new URL('https://example.com/foo') }
    expect(signatureBase(bare, signature)?.split('\n').slice(0, 4)).toEqual([
      '"@target-uri": https://example.com/foo',
      '"@scheme": https',
      '"@request-target": /foo',
      '"@query": ?',
    ])
  })

  it('is null for a missing header, a repeated component, or one it cannot derive', () => {
    expect(signatureBase(message, parsed('s=("signature-missing");keyid="k"'))).toBeNull()
    expect(signatureBase(message, parsed('s=("@method" "@method");keyid="k"'))).toBeNull()
    expect(signatureBase(message, parsed('s=("@status");keyid="k"'))).toBeNull()
  })
})

describe('verifying', () => {
  const b26 = () => parsed(B26.input, B26.signature)

  it('takes B.2.6, signed with the ed25519 test key', async () => {
    const key = await importPublicKey(ED25519_PUBLIC)
    const base = signatureBase(message, b26()) ?? ''
    expect(await verifyMessageSignature(key, b26(), base)).toBe(true)
    expect(await verifyMessageSignature(key, b26(), base.replace('POST', 'PUT'))).toBe(false)
    expect(await verifyMessageSignature(key, { ...b26(), alg: 'rsa-v1_5-sha256' }, base)).toBe(
      false,
    )
  })

  it('takes rsa-v1_5-sha256 with an RSA key, and no other algorithm it names', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const key = await importPublicKey(publicKey.export({ type: 'spki', format: 'pem' }).toString())
    const input = 'sig1=("@method" "@authority");created=1618884473;keyid="k";alg="rsa-v1_5-sha256"'
    const base = signatureBase(message, parsed(input)) ?? ''
    const bytes = createSign('sha256').update(base).sign(privateKey, 'base64')
    const signature = parsed(input, `sig1=:${bytes}:`)
    expect(await verifyMessageSignature(key, signature, base)).toBe(true)
    expect(await verifyMessageSignature(key, { ...signature, alg: null }, base)).toBe(true)
    expect(await verifyMessageSignature(key, { ...signature, alg: 'rsa-pss-sha512' }, base)).toBe(
      false,
    )
    const ed25519 = await importPublicKey(ED25519_PUBLIC)
    expect(await verifyMessageSignature(ed25519, signature, base)).toBe(false)
  })
})

describe('the Content-Digest header', () => {
  it('matches the body by its sha-512 (B.2) or sha-256 (RFC 9530 B.1)', async () => {
    expect(await contentDigestMatches(CONTENT_DIGEST, BODY)).toBe(true)
    const withNewline = new TextEncoder().encode('{"hello": "world"}\n')
    const sha256 = 'sha-256=:RK/0qy18MlBSVnWgjwz6lZEWjP/lF5HF9bvEF8FabDg=:'
    expect(await contentDigestMatches(sha256, withNewline)).toBe(true)
    expect(await contentDigestMatches(`md5=:AAEC:, ${sha256}`, withNewline)).toBe(true)
  })

  it('does not for another body, an unknown algorithm alone, a wrong one among right, or none', async () => {
    expect(await contentDigestMatches(CONTENT_DIGEST, new TextEncoder().encode('{}'))).toBe(false)
    expect(await contentDigestMatches('md5=:AAEC:', BODY)).toBe(false)
    expect(await contentDigestMatches(`${CONTENT_DIGEST}, sha-256=:AAEC:`, BODY)).toBe(false)
    expect(await contentDigestMatches('sha-512="x"', BODY)).toBe(false)
    expect(await contentDigestMatches(null, BODY)).toBe(false)
  })
})

describe('the server a request claims to come from', () => {
  const claimed = (headers: Record<string, string>) =>
    claimedSender(new Request('https://inbox.example/inbox', { method: 'POST', headers }))

  it('is the host of the key its signature names, in either form', () => {
    const keyId = 'https://Social.Example:8443/users/x#main-key'
    expect(claimed({ signature: `keyId="${keyId}",signature="AAEC"` })).toBe('social.example:8443')
    expect(
      claimed({ 'signature-input': `sig1=("@method");keyid="${keyId}"`, signature: 'sig1=:AAEC:' }),
    ).toBe('social.example:8443')
  })

  it('is none for an RFC 9421 signature that does not parse, or no signature', () => {
    expect(claimed({ 'signature-input': 'sig1=("@method"', signature: 'sig1=:AAEC:' })).toBeNull()
    expect(
      claimed({ 'signature-input': 'sig1=("@method");keyid="https://a.example/k"' }),
    ).toBeNull()
    expect(claimed({})).toBeNull()
  })
})
