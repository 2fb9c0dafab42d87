import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { emailBlocks } from '../../../supabase/functions/_shared/emailBody.ts'
import { senderAddress, senderName } from '../../../supabase/functions/_shared/environment.ts'
import {
  MAX_EMAIL_HTML_BYTES,
  type NewsletterPost,
  type PostEmailContext,
  postEmail,
} from '../../../supabase/functions/_shared/postEmail.ts'

const SITE = 'https://site.example'
const images = { siteUrl: SITE, emailSizes: new Set<string>() }
const context: PostEmailContext = {
  ...images,
  postUrl: `${SITE}/blog/a-post`,
  unsubscribeUrl:
    'https://api.example/functions/v1/newsletter-subscribe?action=unsubscribe&token=t',
  senderName: 'Morgan Strategy Partners',
}
const post = (fields: Partial<NewsletterPost>): NewsletterPost => ({
  title: 'A post',
  content: '<p>Body.</p>',
  teaser: 'The teaser.',
  bannerUrl: null,
  bannerVariants: null,
  bannerAlt: null,
  format: 'full',
  ...fields,
})
const bodyOf = (html: string) =>
  emailBlocks(html, images)
    .map((block) => block.html)
    .join('')
const bytes = (text: string) => new TextEncoder().encode(text).length

/** What a mail client would build from the HTML: every element with its attributes. */
function elements(html: string): { tag: string; attributes: Record<string, string> }[] {
  const { document } = new JSDOM(html).window
  return [...document.body.querySelectorAll('*')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])),
  }))
}

const BODY_TAGS = new Set(
  'p br h1 h2 h3 h4 h5 h6 strong b em i u s a ul ol li blockquote pre code sub sup img hr div'.split(
    ' ',
  ),
)
const BODY_ATTRIBUTES = new Set(['style', 'href', 'src', 'alt', 'width', 'height', 'start'])

const HOSTILE = [
  '<p>a<script>alert(1)</script>b</p>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" class="ql-align-center x">click</p>',
  '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/png;base64,AAAA" alt="inline">',
  '<iframe src="https://evil.example"></iframe><object data="x"></object>',
  '<style>p{color:red}</style><link rel="stylesheet" href="https://evil.example/a.css">',
  '<svg><script>alert(1)</script><a href="x">y</a></svg>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<form action="https://evil.example"><input name="q"><button>Go</button></form>',
  '<p>unclosed <strong>bold <em>both</p><p>next',
  '</p></div><p>stray closers</li>',
  '<p title="a&quot;><script>alert(1)</script>">quoted</p>',
  '<<script>script>alert(1)<</script>/script>',
  '<!-- <script>alert(1)</script> --><p>after a comment</p>',
  '<img src="https://cdn.example/a.png" srcset="javascript:alert(1) 600w">',
  '<a href="https://ok.example/?q=1&x=<b>">fine</a>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<p>a < b && c > d</p>',
]

describe('the post body in an email', () => {
  it.each(HOSTILE)('keeps only allowed elements, attributes and addresses: %s', (html) => {
    for (const { tag, attributes } of elements(bodyOf(html))) {
      expect(BODY_TAGS).toContain(tag)
      for (const [name, value] of Object.entries(attributes)) {
        expect(BODY_ATTRIBUTES).toContain(name)
        if (name === 'href' || name === 'src') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:)/)
        if (name === 'style') expect(value).not.toMatch(/url\(|expression|javascript/i)
      }
    }
  })

  it('gives each element its look inline, and keeps the editor’s alignment as a style', () => {
    const html = bodyOf(
      '<h2 class="ql-align-center">Title</h2><p>Some <strong>bold</strong> and <a href="/blog/other">a link</a>.</p>',
    )
    expect(html).toBe(
      '<h2 style="margin:28px 0 12px;font-size:24px;line-height:1.3;text-align:center">Title</h2>' +
        '<p style="margin:0 0 16px;font-size:17px;line-height:1.6">Some <strong>bold</strong> and ' +
        '<a style="color:#1d4ed8;text-decoration:underline" href="https://site.example/blog/other">a link</a>.</p>',
    )
  })

  it('cuts the body into its top-level blocks, closing what the post left open', () => {
    const blocks = emailBlocks('<p>one <em>two</p><ul><li>a<li>b</ul>loose text<h3>end', images)
    expect(blocks.map((block) => block.text)).toEqual(['one two', '- a\n- b', 'loose text', 'end'])
    expect(blocks[0]?.html).toMatch(/<\/em><\/p>$/)
  })

  it('shows each image as every mail client can: its JPEG for email, else a JPEG or PNG of 600 px or more, at an absolute address', () => {
    const withEmailSize = {
      siteUrl: SITE,
      emailSizes: new Set(['https://cdn.example/d-email.jpg']),
    }
    const html = emailBlocks(
      '<p><img src="/storage/a.png" srcset="/storage/a-320w.webp 320w, /storage/a-640w.webp 640w, /storage/a.png 2000w" width="2000" height="1000" alt="Chart"></p>' +
        '<img src="https://cdn.example/b.jpg" srcset="https://cdn.example/b-480w.webp 480w, https://cdn.example/b-800w.webp 800w" alt="">' +
        '<p><img src="https://cdn.example/old.jpg" width="300" height="200" alt="Old"></p>' +
        '<p><img src="https://cdn.example/d.jpg" srcset="https://cdn.example/d-480w.webp 480w, https://cdn.example/d.jpg 2400w" width="2400" height="1200" alt="Desk"></p>' +
        '<p><img src="https://cdn.example/e.jpg" srcset="https://cdn.example/e-480w.jpg 480w, https://cdn.example/e-800w.jpg 800w, https://cdn.example/e-1200w.jpg 1200w, https://cdn.example/e.jpg 2400w" alt="JPEG sizes"></p>',
      withEmailSize,
    )
      .map((block) => block.html)
      .join('')
    const shown = elements(html)
      .filter((element) => element.tag === 'img')
      .map(({ attributes }) => [attributes.src, attributes.width, attributes.height])
    expect(shown).toEqual([
      // No WebP: Outlook for Windows shows none. The PNG original, shown at 600 px.
      ['https://site.example/storage/a.png', '600', '300'],
      // Only WebP sizes: the smallest of 600 px or more, never the blurred 480.
      ['https://cdn.example/b-800w.webp', '600', undefined],
      ['https://cdn.example/old.jpg', '300', '200'],
      // Its JPEG for email, made for it at twice the width shown.
      ['https://cdn.example/d-email.jpg', '600', '300'],
      // For sharp screens, twice the width shown where a size that wide is stored.
      ['https://cdn.example/e-1200w.jpg', '600', undefined],
    ])
  })

  it('says the post in plain text: paragraphs, lists, link addresses and image descriptions', () => {
    const blocks = emailBlocks(
      '<p>Read <a href="https://x.example/r">the report</a> or mail <a href="mailto:a@b.example">a@b.example</a>.</p>' +
        '<ol><li>first</li><li>second</li></ol><p><img src="https://x.example/c.png" alt="A chart">Line&nbsp;one<br>two &amp; three</p>',
      images,
    )
    expect(blocks.map((block) => block.text)).toEqual([
      'Read the report (https://x.example/r) or mail a@b.example.',
      '1. first\n2. second',
      '[A chart]Line one\ntwo & three',
    ])
  })
})

describe('the email body and the editor’s blocks', () => {
  const BLOCKS =
    '<blockquote>Simple things should be simple.</blockquote><blockquote><cite>Alan Kay</cite></blockquote>' +
    '<pre data-language="python">\ndef total(items):\n    return sum(items)\n</pre><hr>' +
    '<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Audit</td><td><strong>£900</strong></td></tr></tbody></table>'

  it('writes each block with its own inline styles, and nothing of the post’s attributes', () => {
    const html = bodyOf(
      BLOCKS.replace('<table>', '<table class="wide" style="width:3000px" onclick="x()">'),
    )
    const written = elements(html)
    expect(written.map(({ tag }) => tag)).toEqual([
      'blockquote',
      'blockquote',
      'cite',
      'pre',
      'hr',
      'table',
      'thead',
      'tr',
      'th',
      'th',
      'tbody',
      'tr',
      'td',
      'td',
      'strong',
    ])
    for (const { tag, attributes } of written.filter(({ tag }) =>
      ['table', 'th', 'td', 'cite'].includes(tag),
    )) {
      expect(Object.keys(attributes), tag).toEqual(['style'])
    }
    expect(html).toContain('<cite style="font-style:normal">— Alan Kay</cite>')
    expect(html).toContain('def total(items):\n    return sum(items)\n</pre>')
  })

  it('says each block in plain text: the quote and who said it, the code’s lines, a rule, the rows', () => {
    expect(emailBlocks(BLOCKS, images).map((block) => block.text)).toEqual([
      'Simple things should be simple.',
      '— Alan Kay',
      'def total(items):\n    return sum(items)',
      '---',
      '| Plan | Price |\n| Audit | £900 |',
    ])
  })
})

describe('the newsletter email', () => {
  it('is the title, the banner as its JPEG for email, the post, a link to the site and the footer', () => {
    const withBanner = post({
      content: '<p>First paragraph.</p><p>Second paragraph.</p>',
      bannerUrl: `${SITE}/storage/banner.jpg`,
      bannerVariants: { width: 2400, height: 1200, widths: [300, 600, 1200], format: 'webp' },
      bannerAlt: 'The banner',
    })
    const mail = postEmail(withBanner, {
      ...context,
      emailSizes: new Set([`${SITE}/storage/banner-email.jpg`]),
    })
    expect(mail.cut).toBe(false)
    expect(mail.html).not.toMatch(/<style|<script|<link|class=/i)
    expect(mail.html).toContain(
      '<img src="https://site.example/storage/banner-email.jpg" alt="The banner" width="600" height="300"',
    )
    // A banner stored before JPEGs for email were made: its JPEG original, never a WebP size.
    expect(postEmail(withBanner, context).html).toContain(
      '<img src="https://site.example/storage/banner.jpg" alt="The banner" width="600" height="300"',
    )
    expect(mail.html).toContain('>First paragraph.</p>')
    expect(mail.html).toContain('>Read on the site</a>')
    expect(mail.html).toContain(`href="${context.unsubscribeUrl.replace('&', '&amp;')}"`)
    expect(mail.text).toBe(
      [
        'A post',
        '',
        'First paragraph.',
        '',
        'Second paragraph.',
        '',
        'Read on the site: https://site.example/blog/a-post',
        '',
        `Unsubscribe: ${context.unsubscribeUrl}`,
      ].join('\n'),
    )
  })

  it('cuts a long post at a paragraph, with a link to continue, and stays under 100 KB', () => {
    const paragraphs = Array.from(
      { length: 1000 },
      (_, index) => `<p>Paragraph ${String(index)}: ${'wörd '.repeat(19).trim()}</p>`,
    )
    const mail = postEmail(post({ content: paragraphs.join('') }), context)
    expect(mail.cut).toBe(true)
    expect(bytes(mail.html)).toBeLessThan(MAX_EMAIL_HTML_BYTES)
    const kept = [...mail.html.matchAll(/Paragraph (\d+):/g)].map((match) => Number(match[1]))
    expect(kept).toEqual(kept.map((_, index) => index))
    // As many paragraphs as fit: one more would pass the limit.
    const next = `<p style="margin:0 0 16px;font-size:17px;line-height:1.6">${paragraphs[kept.length]?.slice(3) ?? ''}`
    expect(bytes(mail.html) + bytes(next)).toBeGreaterThanOrEqual(MAX_EMAIL_HTML_BYTES - 200)
    expect(mail.html).toContain('>Continue reading on the site</a>')
    expect(mail.html).not.toContain('>Read on the site</a>')
    expect(mail.text).toContain('Continue reading on the site: https://site.example/blog/a-post')
    expect(mail.text).toContain(`Paragraph ${String(kept.length - 1)}:`)
    expect(mail.text).not.toContain(`Paragraph ${String(kept.length)}:`)
  })

  it('carries only the teaser and the link when the owner chose "excerpt and link"', () => {
    const mail = postEmail(
      post({ content: '<p>The whole body.</p>', format: 'excerpt', teaser: 'Why & how.' }),
      context,
    )
    expect(mail.html).toContain('>Why &amp; how.</p>')
    expect(mail.html).not.toContain('The whole body.')
    expect(mail.text).toContain('Why & how.\n\nRead on the site: https://site.example/blog/a-post')
  })
})

describe('the sender', () => {
  it.each([
    ['hello@acme.example', 'Acme Advice', 'Acme Advice <hello@acme.example>'],
    ['hello@acme.example', 'Acme "Best", Ltd.', '"Acme \\"Best\\", Ltd." <hello@acme.example>'],
    ['Jo <jo@acme.example>', 'Acme Advice', 'Jo <jo@acme.example>'],
    ['hello@acme.example', undefined, 'hello@acme.example'],
  ])('of %s under %s is %s', (from, business, expected) => {
    expect(senderAddress(from, business)).toBe(expected)
  })

  it('is named by its display name, unquoted', () => {
    expect(senderName('"Acme \\"Best\\", Ltd." <a@b.example>')).toBe('Acme "Best", Ltd.')
    expect(senderName('Acme <a@b.example>')).toBe('Acme')
    expect(senderName('a@b.example')).toBeNull()
  })
})
