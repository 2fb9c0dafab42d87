/** The file a `data:` address holds (base64 only, as browsers and editors write images), or null. */
export function dataImageFile(url: string): Blob | null {
  const inline = /^data:([^;,]+);base64,(.*)$/s.exec(url.trim())
  if (!inline) return null
  const bytes = Uint8Array.from(atob(inline[2] ?? ''), (char) => char.charCodeAt(0))
  return new Blob([bytes], { type: inline[1] })
}
