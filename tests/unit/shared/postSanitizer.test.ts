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

describe('the post sanitiser and the editor’s blocks', () => {
  it.each([
    [
      'a quote with its citation',
      '<blockquote>Simple things should be simple.</blockquote><blockquote><cite>Alan Kay</cite></blockquote>',
    ],
    [
      'a labelled code block, its lines kept',
      '<pre data-language="python">def a():\n    return 1\n</pre>',
    ],
    ['a divider', '<p>Above</p><hr><p>Below</p>'],
    [
      'a table with its header row',
      '<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Audit</td><td>£900</td></tr></tbody></table>',
    ],
  ])('keeps %s', (_case, html) => {
    expect(sanitize(html)).toBe(html)
  })

  it('labels code by the language its <code> names, as Ghost, WordPress and Markdown write it', () => {
    expect(
      sanitize('<pre><code class="language-TypeScript">let a = 1\nlet b = 2</code></pre>'),
    ).toBe('<pre data-language="typescript"><code>let a = 1\nlet b = 2</code></pre>')
  })

  it.each([
    [
      'a label that is not a language',
      '<pre data-language="x&quot; onclick=&quot;y">a</pre>',
      '<pre>a</pre>',
    ],
    [
      'a label named by a class that is not one',
      '<pre><code class="language-<b>">a</code></pre>',
      '<pre><code>a</code></pre>',
    ],
    ['a label away from code', '<p data-language="js">a</p>', '<p>a</p>'],
    [
      'styles, handlers and spans of cells',
      '<table style="width:2000px" onclick="x()"><tr><td colspan="9" style="color:red" onmouseover="y()">a</td></tr></table>',
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    ],
    [
      'a script in a cell',
      '<table><tr><td><script>alert(1)</script>a</td></tr></table>',
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    ],
  ])('refuses %s', (_case, html, kept) => {
    expect(sanitize(html)).toBe(kept)
  })
})
