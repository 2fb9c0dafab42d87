import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'

const sanitize = createPostSanitizer(new JSDOM('').window)

/** The attributes of the first image of sanitised HTML, by name. */
function imageAttributes(html: string): Record<string, string> {
  const image = new JSDOM(sanitize(html)).window.document.querySelector('img')
  return Object.fromEntries(
    image ? [...image.attributes].map(({ name, value }) => [name, value]) : [],
  )
}

const STORED = 'https://cdn.example/storage/v1/object/public/blog-images/post/image-1'

describe('the post sanitiser and body images', () => {
  it('keeps a figure with its image in sizes and its caption', () => {
    const figure = `<figure><img src="${STORED}.jpg" srcset="${STORED}-480w.webp 480w, ${STORED}.jpg 1000w" sizes="(min-width: 46rem) 43.5rem, calc(100vw - 2.5rem)" width="1000" height="750" alt="A chart" loading="lazy" decoding="async"><figcaption>Week one</figcaption></figure>`
    expect(sanitize(figure)).toBe(figure)
  })

  it.each([
    ['a data: source', `<img src="data:image/png;base64,iVBO" alt="A">`, { alt: 'A' }],
    [
      'a data: size among stored ones',
      `<img src="${STORED}.jpg" srcset="${STORED}-480w.webp 480w, data:image/png;base64,iVBO 1000w" sizes="100vw">`,
      { src: `${STORED}.jpg` },
    ],
    [
      'a size on a foreign scheme',
      `<img src="/a.jpg" srcset="javascript:alert(1) 480w" sizes="100vw">`,
      { src: '/a.jpg' },
    ],
    [
      'loading and decoding values the browser does not define, and sizes that are not numbers',
      `<img src="/a.jpg" loading="javascript:x" decoding="x" width="100%" height="1e9">`,
      { src: '/a.jpg' },
    ],
    [
      'handlers and styles',
      `<img src="/a.jpg" onload="alert(1)" style="width:1px" srcdoc="x">`,
      { src: '/a.jpg' },
    ],
  ])('refuses %s', (_case, html, kept) => {
    expect(imageAttributes(html)).toEqual(kept)
  })
})
