/** One part of a multipart/form-data body. */
export interface FormPart {
  name: string
  /** Set for file parts. */
  filename: string | null
  contentType: string | null
  data: Buffer
}

/**
 * Splits a buffered multipart/form-data body (RFC 7578) into its parts, or returns null when
 * the body does not follow the format.
 */
export function parseMultipart(body: Buffer, contentType: string): FormPart[] | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const token = boundary?.[1] ?? boundary?.[2]
  if (!token) return null
  const delimiter = Buffer.from(`--${token}`)
  const parts: FormPart[] = []

  let start = body.indexOf(delimiter)
  if (start < 0) return null
  for (;;) {
    start += delimiter.length
    // "--" after a delimiter closes the body.
    if (body.subarray(start, start + 2).toString() === '--') return parts
    if (body.subarray(start, start + 2).toString() !== '\r\n') return null
    start += 2
    const end = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), start)
    if (end < 0) return null
    const part = readPart(body.subarray(start, end))
    if (!part) return null
    parts.push(part)
    start = end + 2
  }
}

function readPart(raw: Buffer): FormPart | null {
  const headerEnd = raw.indexOf('\r\n\r\n')
  if (headerEnd < 0) return null
  const headers = raw.subarray(0, headerEnd).toString('utf8').split('\r\n')
  const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? ''
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1]
  if (name === undefined) return null
  const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null
  const type = headers.find((line) => /^content-type:/i.test(line))
  return {
    name,
    filename,
    contentType: type ? type.slice(type.indexOf(':') + 1).trim() : null,
    data: raw.subarray(headerEnd + 4),
  }
}
