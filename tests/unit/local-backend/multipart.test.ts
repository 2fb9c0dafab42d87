import { describe, expect, it } from 'vitest'
import { parseMultipart } from '../../../supabase/local/storage/multipart.ts'

describe('multipart/form-data bodies', () => {
  it('read the fields and files a browser sends', async () => {
    const form = new FormData()
    form.append('cacheControl', '60')
    form.append('', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png')
    const request = new Request('http://x/', { method: 'POST', body: form })
    const body = Buffer.from(await request.arrayBuffer())
    const parts = parseMultipart(body, request.headers.get('content-type') ?? '')
    expect(parts).toEqual([
      { name: 'cacheControl', filename: null, contentType: null, data: Buffer.from('60') },
      { name: '', filename: 'a.png', contentType: 'image/png', data: Buffer.from([1, 2, 3]) },
    ])
  })

  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\n'],
    [
      'a missing end',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
    ],
    [
      'a part without a name',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Type: text/plain\r\n\r\nv\r\n--x--',
    ],
  ])('refuse a body with %s', (_case, contentType, body) => {
    expect(parseMultipart(Buffer.from(body), contentType)).toBeNull()
  })
})
