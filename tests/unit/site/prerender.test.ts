import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { jsonLd, pageDocument, scriptsAfterFirstPaint } from '../../../site/prerender/document.ts'
import { escapeXml, rssXml, sitemapXml } from '../../../site/prerender/feeds.ts'
import { feedBody } from '../../../site/prerender/feedBody.ts'
import { fileForPath, opensInAppShell } from '../../../site/prerender/publicPaths.ts'
import {
  headersFile,
  parseHeadersFile,
  scriptHash,
  securityHeaders,
} from '../../../site/prerender/staticHeaders.ts'
import { readSiteConfig } from '../../../shared/config/siteConfig.ts'
import { serializeState } from '../../../site/prerenderedState.ts'
import { feedPost } from './feedPost.ts'

const post = (slug: string, date: string) => feedPost(slug, date)

describe('the built files', () => {
  it('are named as static hosts look pages up', () => {
    expect(fileForPath('/')).toBe('index.html')
    expect(fileForPath('/about')).toBe('about.html')
    expect(fileForPath('/blog/a-post')).toBe('blog/a-post.html')
  })

  it('leave the owner screens, sign-in and later posts to the app shell, and nothing else', () => {
    for (const path of [
      '/auth',
      '/blog-admin/edit/42',
      '/drafts/conflict/x',
      '/blog/new-post',
      '/blog/page/9',
      '/publications/page/3',
    ])
      expect(opensInAppShell(path)).toBe(true)
    for (const path of ['/no-such-page', '/blog', '/about/extra'])
      expect(opensInAppShell(path)).toBe(false)
  })
})

describe('inline data', () => {
  it('cannot close its script element, whatever a post contains', () => {
    const state = serializeState({
      queries: [{ queryKey: ['post'], data: '</script><script>alert(1)</script>' }],
    })
    expect(state.match(/<\/script>/g)).toHaveLength(1)
    const ld = jsonLd({ headline: '</script><script>alert(1)</script>' })
    expect(ld.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(ld.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({
      headline: '</script><script>alert(1)</script>',
    })
  })

  it('goes into the template head and after the root', () => {
    const page = pageDocument('<head></head><body><div id="root"></div></body>', {
      head: '<title>T</title>',
      body: '<h1>Hi</h1>',
      data: '<script type="application/json">{}</script>',
    })
    expect(page).toBe(
      '<head><title>T</title></head><body><div id="root"><h1>Hi</h1></div><script type="application/json">{}</script></body>',
    )
  })
})

describe('hydration scripts', () => {
  const template = [
    '<head><script>theme()</script>',
    '<script type="module" crossorigin src="/assets/index-A.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/runtime-B.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-C.css">',
    '</head><body><div id="root"></div></body>',
  ].join('\n')

  it('leave the head of a prerendered page, which paints with its markup and styles alone', () => {
    const deferred = scriptsAfterFirstPaint(template)
    expect(deferred.template).not.toMatch(/type="module"|modulepreload/)
    expect(deferred.template).toContain('<script>theme()</script>')
    expect(deferred.template).toContain('href="/assets/index-C.css"')
  })

  it('start from a loader that runs after the first paint and preloads the entry imports', () => {
    const { loader } = scriptsAfterFirstPaint(template)
    expect(loader.indexOf('requestAnimationFrame')).toBe(0)
    expect(loader).toContain('["/assets/runtime-B.js"]')
    expect(loader).toContain('import("/assets/index-A.js")')
  })

  it('are required: a template without its module script is a build error', () => {
    expect(() => scriptsAfterFirstPaint('<head></head><body></body>')).toThrow(/module script/)
  })
})

describe('feeds', () => {
  const site = readSiteConfig({ VITE_SITE_URL: 'https://example.com' })
  const posts = [post('older', '2026-01-01T00:00:00Z'), post('newer', '2026-06-01T00:00:00Z')]

  it('escape text for XML', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    )
  })

  it('list the routes and the posts in the sitemap, posts with their last change', () => {
    const xml = sitemapXml(site.siteUrl, ['/', '/blog'], posts)
    expect(xml.match(/<url>/g)).toHaveLength(4)
    expect(xml).toContain(
      '<loc>https://example.com/blog/newer</loc><lastmod>2026-06-01T00:00:00Z</lastmod>',
    )
  })

  it('leave out of the sitemap a post whose canonical address is an original elsewhere', () => {
    const elsewhere = {
      ...post('cross-posted', '2026-03-01T00:00:00Z'),
      canonical_url: 'https://journal.example/a',
    }
    const here = {
      ...post('own-address', '2026-03-01T00:00:00Z'),
      canonical_url: 'https://example.com/blog/own-address',
    }
    const xml = sitemapXml(site.siteUrl, [], [...posts, elsewhere, here])
    expect(xml).not.toContain('cross-posted')
    expect(xml).not.toContain('journal.example')
    expect(xml).toContain('<loc>https://example.com/blog/own-address</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(3)
  })

  it('list the posts newest first in the feed', () => {
    const xml = rssXml(site, posts)
    expect(xml.indexOf('/blog/newer')).toBeLessThan(xml.indexOf('/blog/older'))
    expect(xml).toContain('<title>Post &lt;newer&gt; &amp; more</title>')
  })

  it('carry each post whole in the feed, a CDATA end inside it split in two', () => {
    const xml = rssXml(site, posts, new Map([['newer', '<p>Read ]]> this</p>']]))
    expect(xml).toContain(
      '<content:encoded><![CDATA[<p>Read ]]]]><![CDATA[> this</p>]]></content:encoded>',
    )
    expect(xml.match(/<content:encoded>/g)).toHaveLength(1)
    expect(
      new JSDOM(xml, { contentType: 'application/xml' }).window.document.querySelector(
        'parsererror',
      ),
    ).toBeNull()
  })

  it('hold the newest 50 posts in the feed', () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      post(`post-${String(index)}`, new Date(Date.UTC(2026, 0, index + 1)).toISOString()),
    )
    const xml = rssXml(site, many)
    expect(xml.match(/<item>/g)).toHaveLength(50)
    expect(xml).toContain('/blog/post-59<')
    expect(xml).not.toContain('/blog/post-9<')
  })

  it("take a post's body from its page with every address made absolute", () => {
    const page = `<main><article><div class="post-body"><p>See <a href="/blog/other">this</a>.</p><img src="/images/a.jpg" srcset="/images/a-480w.webp 480w, https://cdn.example/a.jpg 800w" alt="A"></div></article></main>`
    expect(feedBody(page, 'https://example.com')).toBe(
      '<p>See <a href="https://example.com/blog/other">this</a>.</p><img src="https://example.com/images/a.jpg" srcset="https://example.com/images/a-480w.webp 480w, https://cdn.example/a.jpg 800w" alt="A">',
    )
    expect(feedBody('<main></main>', 'https://example.com')).toBeNull()
  })
})

describe('the headers file', () => {
  const headers = securityHeaders({
    backendUrl: 'https://abcd.supabase.co',
    bookingUrl: 'https://cal.com/example/30min',
    inlineScripts: ['console.log(1)'],
  })

  it('allows the theme script by hash, the backend and the booking frame, and no framing', () => {
    const policy = headers['Content-Security-Policy'] ?? ''
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${scriptHash('console.log(1)')}`)
    expect(policy).not.toContain("'unsafe-eval'")
    expect(policy).toContain("connect-src 'self' https://abcd.supabase.co")
    expect(policy).toMatch(/connect-src [^;]*https:\/\/cal\.com/)
    expect(policy).toContain('frame-src https://cal.com')
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('reads back as written', () => {
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers)
  })

  it('keeps private previews out of search engines', () => {
    const written = headersFile(headers)
    expect(parseHeadersFile(written, '/preview/abc')).toEqual({
      ...headers,
      'X-Robots-Tag': 'noindex',
    })
    expect(parseHeadersFile(written, '/blog/abc')).toEqual(headers)
  })
})
