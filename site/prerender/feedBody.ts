import { JSDOM } from 'jsdom'

/** What in a page's body names a file: each attribute whose addresses a feed reader must reach. */
const ADDRESSES = [
  ['img', 'src'],
  ['img', 'srcset'],
  ['source', 'srcset'],
  ['a', 'href'],
] as const

/**
 * A post's body as a feed carries it: the post page's `.post-body` as the build rendered it
 * (sanitised, its images in sizes), every address made absolute, since a feed reader shows it
 * away from the site. Null when the page has no body.
 */
export function feedBody(pageHtml: string, siteUrl: string): string | null {
  const { document } = new JSDOM(pageHtml).window
  const body = document.querySelector('.post-body')
  if (!body) return null
  const absolute = (address: string) => new URL(address, `${siteUrl}/`).href
  for (const [tag, attribute] of ADDRESSES) {
    for (const element of body.querySelectorAll(`${tag}[${attribute}]`)) {
      const value = element.getAttribute(attribute) ?? ''
      const written =
        attribute === 'srcset'
          ? value
              .split(',')
              .map((candidate) => {
                const [address = '', ...size] = candidate.trim().split(/\s+/)
                return [absolute(address), ...size].join(' ')
              })
              .join(', ')
          : absolute(value)
      element.setAttribute(attribute, written)
    }
  }
  return body.innerHTML
}
