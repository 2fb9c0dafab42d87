import { withTimeLimit } from '../../../shared/backend/timeLimit.ts'

/** How long choosing an image from Media waits for it to load. */
const LOAD_TIME_LIMIT_MS = 15_000

/** The size of the image at `url`, once the browser has loaded it (within the time limit). */
export async function loadedImageSize(url: string): Promise<{ width: number; height: number }> {
  const image = new Image()
  const limit = withTimeLimit(LOAD_TIME_LIMIT_MS)
  const expired = new Promise<never>((_, reject) => {
    limit.signal.addEventListener('abort', () => {
      image.src = ''
      reject(new Error('The image did not load in time. Please try again.'))
    })
  })
  try {
    image.src = url
    await Promise.race([image.decode(), expired])
    return { width: image.naturalWidth, height: image.naturalHeight }
  } finally {
    limit.clear()
  }
}
