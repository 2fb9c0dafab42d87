import { type EmailSizes, emailSizeAddress } from './emailImages.ts'

/** How long the check of one JPEG for email may take: a newsletter waits for it once. */
const CHECK_TIME_LIMIT_MS = 3000
/** Checked at once; a post with more images is checked in turns. */
const CHECKS_AT_ONCE = 4

const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(["'])(.*?)\1/gi

/** The images a post's email may show: its banner, and every image of its body. */
function postImages(post: { content: string; featured_image_url: string | null }): string[] {
  const body = [...post.content.matchAll(IMG_SRC)].map((match) => match[2] ?? '')
  return [...new Set([post.featured_image_url ?? '', ...body].filter((url) => url !== ''))]
}

/** Whether a JPEG answers at the address (its body is not read), within the time limit. */
async function answersJpeg(address: string): Promise<boolean> {
  try {
    const response = await fetch(address, { signal: AbortSignal.timeout(CHECK_TIME_LIMIT_MS) })
    await response.body?.cancel()
    return response.ok && (response.headers.get('content-type') ?? '').startsWith('image/jpeg')
  } catch {
    return false
  }
}

/**
 * Which of a post's images have their JPEG for email stored beside them (images stored before
 * those were made have none): asked of Storage once per newsletter, each with a time limit, so
 * an email shows only what is there.
 */
export async function storedEmailSizes(
  post: { content: string; featured_image_url: string | null },
  siteUrl: string,
): Promise<EmailSizes> {
  const addresses = postImages(post).flatMap((url) => {
    const address = emailSizeAddress(url, siteUrl)
    return address ? [address] : []
  })
  const found = new Set<string>()
  for (let start = 0; start < addresses.length; start += CHECKS_AT_ONCE) {
    const turn = addresses.slice(start, start + CHECKS_AT_ONCE)
    const answers = await Promise.all(turn.map(answersJpeg))
    turn.forEach((address, index) => {
      if (answers[index]) found.add(address)
    })
  }
  return found
}
