import { createVerify, generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isPrivateHost, remoteUrl } from '../../../supabase/functions/_shared/fediverseFetch.ts'
import {
  digestHeader,
  digestMatches,
  importPrivateKey,
  parseSignatureHeader,
  signedPostHeaders,
  signingString,
} from '../../../supabase/functions/_shared/httpSignatures.ts'

/** The inbox's draft-cavage HTTP signatures, and which addresses it may call. */

const headers = new Headers({
  host: 'example.com',
  date: 'Sun, 05 Jan 2014 21:31:40 GMT',
  'content-type': 'application/json',
  digest: 'SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=',
})

describe('the signing string', () => {
  it('is one line per covered header, in order, as draft-cavage §2.3 writes it', () => {
    const request = { method: 'POST', target: '/foo?param=value&pet=dog', headers }
    expect(
      signingString(request, ['(request-target)', 'host', 'date', 'content-type', 'digest']),
    ).toBe(
      [
        '(request-target): post /foo?param=value&pet=dog',
        'host: example.com',
        'date: Sun, 05 Jan 2014 21:31:40 GMT',
        'content-type: application/json',
        'digest: SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=',
      ].join('\n'),
    )
  })

  it('is null when a covered header is missing or is a pseudo-header it does not know', () => {
    const request = { method: 'POST', target: '/inbox', headers }
    expect(signingString(request, ['(request-target)', 'signature-missing'])).toBeNull()
    expect(signingString(request, ['(created)'])).toBeNull()
    expect(signingString(request, ['bad header'])).toBeNull()
  })
})

describe('the Signature header', () => {
  it('gives its key, algorithm, covered headers and signature', () => {
    expect(
      parseSignatureHeader(
        'keyId="https://a.example/users/x#main-key",algorithm="rsa-sha256",headers="(request-target) Host date",signature="AAEC"',
      ),
    ).toEqual({
      keyId: 'https://a.example/users/x#main-key',
      algorithm: 'rsa-sha256',
      headers: ['(request-target)', 'host', 'date'],
      signature: new Uint8Array([0, 1, 2]),
    })
  })

  it('covers the date alone when it names no headers, and is null without a key or signature', () => {
    expect(parseSignatureHeader('keyId="k",signature="AAEC"')?.headers).toEqual(['date'])
    expect(parseSignatureHeader('signature="AAEC"')).toBeNull()
    expect(parseSignatureHeader('keyId="k",signature="not base64!"')).toBeNull()
    expect(parseSignatureHeader('keyId=k')).toBeNull()
  })
})

describe('the Digest header', () => {
  it("is the body's SHA-256, and matches only that body", async () => {
    const body = new TextEncoder().encode('{"hello": "world"}')
    expect(await digestHeader(body)).toBe('SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=')
    expect(await digestMatches('sha-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=', body)).toBe(
      true,
    )
    expect(await digestMatches(await digestHeader(new TextEncoder().encode('{}')), body)).toBe(
      false,
    )
    expect(await digestMatches(null, body)).toBe(false)
  })
})

describe('a signed POST', () => {
  it('verifies with the public key over (request-target) host date digest content-type', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const url = new URL('https://b.example/users/y/inbox')
    const body = new TextEncoder().encode('{"type":"Accept"}')
    const signed = await signedPostHeaders(url, body, {
      keyId: 'https://site.example/activitypub/actor.json#main-key',
      key: await importPrivateKey(pem),
      now: Date.UTC(2026, 0, 2),
    })
    const parameters = parseSignatureHeader(signed.get('signature') ?? '')
    expect(parameters?.headers).toEqual([
      '(request-target)',
      'host',
      'date',
      'digest',
      'content-type',
    ])
    expect(signed.get('date')).toBe('Fri, 02 Jan 2026 00:00:00 GMT')
    const text = signingString(
      { method: 'POST', target: '/users/y/inbox', headers: signed },
      parameters?.headers ?? [],
    )
    const verifier = createVerify('sha256').update(text ?? '')
    expect(verifier.verify(publicKey, Buffer.from(parameters?.signature ?? []))).toBe(true)
  })
})

describe('the addresses the inbox calls', () => {
  it('are https on public hosts unless private addresses are allowed', () => {
    const strict = { allowPrivateAddresses: false, timeoutMs: 1, maxBytes: 1 }
    const open = { ...strict, allowPrivateAddresses: true }
    expect(remoteUrl('https://mastodon.example/users/a', strict)?.host).toBe('mastodon.example')
    expect(remoteUrl('http://mastodon.example/users/a', strict)).toBeNull()
    expect(remoteUrl('https://127.0.0.1:8080/users/a', strict)).toBeNull()
    expect(remoteUrl('http://127.0.0.1:8080/users/a', open)?.port).toBe('8080')
    expect(remoteUrl('file:///etc/passwd', open)).toBeNull()
    expect(remoteUrl('not a url', open)).toBeNull()
  })

  it.each([
    'localhost',
    'a.localhost',
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '[::1]',
    '[::]',
    '[fd00::1]',
    '[fe80::1]',
    '[::ffff:7f00:1]',
  ])('%s is private', (host) => {
    expect(isPrivateHost(host)).toBe(true)
  })

  it.each(['mastodon.social', '8.8.8.8', '172.32.0.1', '[2001:db8::1]'])('%s is not', (host) => {
    expect(isPrivateHost(host)).toBe(false)
  })
})
