import { withTimeLimit } from '../../../shared/backend/timeLimit.ts'

/** How long choosing an image from Media waits for it to load. */
const LOAD_TIME_LIMIT_MS = 15_000

/**
 * The size of the image at `url`, once the browser has loaded it (within the time limit). The
 * size is read from the loaded file, never decoded: a phone photo's twelve million pixels would
 * take seconds of a busy machine to decode for two numbers.
 */
export async function loadedImageSize(url: string): Promise<{ width: number; height: number }> {
  const image = new Image()
  const limit = withTimeLimit(LOAD_TIME_LIMIT_MS)
  try {
    await new Promise<void>((resolve, reject) => {
      image.onload = () => {
        resolve()
      }
      image.onerror = () => {
        reject(new Error('The image could not be loaded. Please try again.'))
      }
      limit.signal.addEventListener('abort', () => {
        image.src = ''
        reject(new Error('The image did not load in time. Please try again.'))
      })
      image.src = url
    })
    return { width: image.naturalWidth, height: image.naturalHeight }
  } finally {
    image.onload = null
    image.onerror = null
    limit.clear()
  }
}
