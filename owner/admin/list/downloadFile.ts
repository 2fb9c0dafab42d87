/** Offers content as a file download (the browser's, or the desktop app's save dialog). */
export function downloadFile(
  name: string,
  content: string | Uint8Array<ArrayBuffer>,
  type: string,
): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // The download has started from the link; the address is no longer needed.
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 0)
}
