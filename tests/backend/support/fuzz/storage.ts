import fc from 'fast-check'
import type { ImageBucket } from '../../../../shared/backend/images.ts'
import { imageBytes } from '../../../support/images.ts'
import { untrustedBody } from './bodies.ts'
import type { FuzzRequest } from './request.ts'
import { fuzzText, headerText, urlPiece } from './text.ts'

/** `/storage/v1` requests: uploads, downloads, listings and removals, by name and by body. */

export const BUCKETS = ['blog-images', 'company-logos'] as const satisfies readonly ImageBucket[]

/** Objects the fuzz test stores before it starts, so that removals and downloads can hit them. */
export const EXISTING_OBJECTS = [
  ['blog-images', 'fuzz/banner.png'],
  ['company-logos', 'startup-logos/logo.png'],
] as const

const png = new Uint8Array(imageBytes('image/png'))

const bucket = fc.oneof(
  { arbitrary: fc.constantFrom(...BUCKETS), weight: 6 },
  { arbitrary: fc.constantFrom('%00', '..', '.', '%2F', 'private', 'BLOG-IMAGES', ''), weight: 1 },
  { arbitrary: urlPiece(fuzzText), weight: 1 },
)

const objectName = fc.oneof(
  { arbitrary: fc.constantFrom(...EXISTING_OBJECTS.map(([, name]) => name)), weight: 3 },
  {
    arbitrary: fc
      .array(
        fc.oneof(urlPiece(fuzzText), fc.constantFrom('..', '.', '', 'fuzz', 'startup-logos')),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((segments) => segments.join('/')),
    weight: 4,
  },
  {
    arbitrary: fc.integer({ min: 1000, max: 1100 }).map((length) => 'n'.repeat(length)),
    weight: 1,
  },
)

const multipart = fc
  .record({
    boundary: fc.constantFrom('fuzz', 'a'.repeat(70), '"quoted"', ''),
    name: fc.constantFrom('', 'file', 'cacheControl', '"'),
    filename: fc.option(fc.constantFrom('a.png', '', '../../etc/passwd', '"')),
    data: fc.oneof(fc.constant(png), fc.uint8Array({ maxLength: 100 })),
    closed: fc.boolean(),
  })
  .map(({ boundary, name, filename, data, closed }) => {
    const disposition = `form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: image/png\r\n\r\n`
    const tail = closed ? `\r\n--${boundary}--\r\n` : ''
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: new Uint8Array(Buffer.concat([Buffer.from(head), data, Buffer.from(tail)])),
    }
  })

const listing = fc
  .record(
    {
      prefix: fc.oneof(fuzzText, fc.constantFrom('fuzz', 'startup-logos', '/', '%', '_')),
      limit: fc.oneof(fc.integer(), fc.constantFrom(1e308, -1, '10', null)),
      offset: fc.oneof(fc.integer(), fc.constantFrom(1e308, -1, '10', null)),
      search: fc.oneof(fuzzText, fc.constant(null)),
      sortBy: fc.oneof(
        fc.record({
          column: fc.oneof(fc.constantFrom('name', 'updated_at', 'created_at', 'id'), fuzzText),
          order: fc.oneof(fc.constantFrom('asc', 'desc'), fuzzText),
        }),
        fc.constantFrom(null, 'name', [], 1),
      ),
    },
    { requiredKeys: [] },
  )
  .map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) }))

const removal = fc
  .oneof(
    fc.array(fc.oneof(fc.constantFrom(...EXISTING_OBJECTS.map(([, name]) => name)), fuzzText), {
      maxLength: 4,
    }),
    fc.constantFrom(null, 'fuzz/banner.png', [1, 2], {}),
  )
  .map((prefixes) => ({ contentType: 'application/json', body: JSON.stringify({ prefixes }) }))

const body = fc.oneof(
  { arbitrary: fc.constant({ contentType: 'image/png', body: png }), weight: 2 },
  { arbitrary: multipart, weight: 2 },
  { arbitrary: listing, weight: 2 },
  { arbitrary: removal, weight: 2 },
  {
    arbitrary: fc
      .tuple(headerText, untrustedBody)
      .map(([contentType, raw]) => ({ contentType, body: raw })),
    weight: 2,
  },
  // Above the 5 MiB upload limit.
  {
    arbitrary: fc.constant({ contentType: 'image/png', body: new Uint8Array(5 * 1024 * 1024 + 1) }),
    weight: 1,
  },
)

const route = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.constantFrom('POST', 'PUT', 'GET', 'HEAD'), bucket, objectName)
      .map(([method, id, name]) => ({ method: method, path: `/object/${id}/${name}` })),
    weight: 4,
  },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('GET', 'HEAD', 'POST'),
        fc.constantFrom('public', 'authenticated', 'sign'),
        bucket,
        objectName,
      )
      .map(([method, kind, id, name]) => ({
        method: method,
        path: `/object/${kind}/${id}/${name}`,
      })),
    weight: 3,
  },
  {
    arbitrary: bucket.map((id) => ({ method: 'POST', path: `/object/list/${id}` })),
    weight: 2,
  },
  {
    arbitrary: bucket.map((id) => ({ method: 'DELETE', path: `/object/${id}` })),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), urlPiece(fuzzText))
      .map(([method, path]) => ({ method: method, path: `/${path}` })),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom(
      { method: 'GET', path: '/bucket' },
      { method: 'POST', path: '/bucket' },
      { method: 'POST', path: '/object/move' },
      { method: 'POST', path: '/object/copy' },
      { method: 'DELETE', path: '/bucket/blog-images' },
    ),
    weight: 1,
  },
)

export const storageRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    route,
    body,
    upsert: fc.option(fc.oneof(fc.constantFrom('true', 'false'), headerText)),
    cacheControl: fc.option(fc.oneof(fc.constantFrom('max-age=60', 'no-cache'), headerText)),
    ifNoneMatch: fc.option(headerText),
  })
  .map(
    ({
      route: { method, path },
      body: { contentType, body: payload },
      upsert,
      cacheControl,
      ifNoneMatch,
    }) => ({
      method,
      target: path,
      headers: {
        'content-type': contentType,
        ...(upsert === null ? {} : { 'x-upsert': upsert }),
        ...(cacheControl === null ? {} : { 'cache-control': cacheControl }),
        ...(ifNoneMatch === null ? {} : { 'if-none-match': ifNoneMatch }),
      },
      body: payload,
    }),
  )
