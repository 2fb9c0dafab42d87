import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'
import { emailBlocks } from '../../../supabase/functions/_shared/emailBody.ts'
import {
  type Embed,
  embedHtml,
  readEmbed,
  videoOf,
} from '../../../supabase/functions/_shared/embeds.ts'

const sanitize = createPostSanitizer(new JSDOM('').window)
const OURS = 'https://cdn.example/storage/v1/object/public/blog-images/embeds/4f2a.jpg'

const video: Embed = {
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Pricing a "retainer" <live>',
  description: '',
  siteName: 'YouTube',
  image: OURS,
  video: { provider: 'youtube', embedSrc: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
}
const card: Embed = {
  url: 'https://blog.example/notes/pricing',
  title: 'Notes on pricing',
  description: 'What a first quote should say & leave out',
  siteName: 'Blog Example',
  image: '',
  video: null,
}

describe('video addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=1', 'vimeo', '76979871'],
  ])('%s plays through the privacy-enhanced player', (address, provider, id) => {
    const found = videoOf(address)
    expect(found?.provider).toBe(provider)
    expect(found?.embedSrc).toBe(
      provider === 'youtube'
        ? `https://www.youtube-nocookie.com/embed/${id}`
        : `https://player.vimeo.com/video/${id}?dnt=1`,
    )
  })

  it.each([
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/watch?v=short',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
  ])('%s is no video', (address) => {
    expect(videoOf(address)).toBeNull()
  })
})

describe('the stored embed', () => {
  it.each([
    ['a video', video],
    ['a card', card],
  ])('%s reads back as it was written, and the sanitiser keeps it whole', (_, embed) => {
    const html = embedHtml(embed)
    expect(readEmbed(html)).toEqual(embed)
    expect(sanitize(html)).toBe(html)
  })

  it('writes a video as a facade: a link to the video around our image, never a frame', () => {
    const html = embedHtml(video)
    expect(html).toContain(
      '<figure class="embed embed-video" data-provider="youtube" data-embed-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ">',
    )
    expect(html).toContain(`<a class="embed-media" href="${video.url}"><img src="${OURS}"`)
    expect(html).not.toContain('iframe')
  })

  it('keeps a player only at a provider’s privacy-enhanced address', () => {
    const tracked = embedHtml(video).replace('www.youtube-nocookie.com', 'www.youtube.com')
    const elsewhere = embedHtml(video).replace('data-provider="youtube"', 'data-provider="vimeo"')
    for (const html of [tracked, elsewhere]) {
      expect(sanitize(html)).not.toContain('data-embed-src')
      expect(sanitize(html)).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"')
    }
  })

  it('drops frames, other providers and embed data on anything but an embed', () => {
    const html = sanitize(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>' +
        '<figure class="embed" data-provider="tracker"><a href="https://x.example">x</a></figure>' +
        '<p class="embed-title" data-embed-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-provider="youtube">p</p>',
    )
    expect(html).toBe(
      '<figure class="embed"><a href="https://x.example">x</a></figure><p class="embed-title">p</p>',
    )
  })
})

describe('the newsletter', () => {
  const mailed = (html: string) =>
    emailBlocks(html, { siteUrl: 'https://site.example', emailSizes: new Set() })

  it('shows every embed as a link card styled inline, and its title and address in the text part', () => {
    const blocks = mailed(`<p>Before</p>${embedHtml(video)}${embedHtml(card)}<p>After</p>`)
    expect(blocks.map((block) => block.text)).toEqual([
      'Before',
      `${video.title}\n${video.url}`,
      `${card.title}\n${card.url}`,
      'After',
    ])
    const [, videoCard, linkCard] = blocks.map((block) => block.html)
    const { document } = new JSDOM(`${videoCard ?? ''}${linkCard ?? ''}`).window
    expect(document.querySelectorAll('iframe, figure, [class], [data-embed-src]')).toHaveLength(0)
    const links = [...document.querySelectorAll('a')].map((link) => link.href)
    expect(links).toEqual([video.url, video.url, card.url])
    expect(document.querySelector('img')?.getAttribute('src')).toBe(OURS)
    expect(document.querySelector('img')?.getAttribute('style')).toContain('max-width:600px')
    expect(videoCard).toContain('&quot;retainer&quot; &lt;live&gt;')
    expect(linkCard).toContain('What a first quote should say &amp; leave out')
    expect(linkCard).toContain('Blog Example')
    for (const table of document.querySelectorAll('table')) {
      expect(table.getAttribute('style')).toContain('border:1px solid')
    }
  })
})
