import { describe, expect, it } from 'vitest'
import { unsavedMetaDescription } from '../../../shared/domain/excerpt.ts'
import { isCanonicalHere, pageSharing, postPageSharing } from '../../../shared/domain/sharing.ts'

const site = { siteUrl: 'https://example.com', businessName: 'Morgan Strategy Partners' }
const post = {
  title: 'Hiring well',
  slug: 'hiring-well',
  meta_description: 'Three questions.',
  featured_image_url: '/storage/v1/object/public/blog-images/hiring.jpg',
  featured_image_variants: {
    width: 2400,
    height: 1800,
    widths: [480],
    format: 'webp',
    share: true,
  },
  banner_alt: ' Two people at a desk ',
  seo_title: null,
  seo_description: null,
  canonical_url: null,
}

describe("a post's head", () => {
  it('names the post and the business, links the post, and shares its banner with its alt text', () => {
    expect(pageSharing(site, postPageSharing(site.siteUrl, post))).toEqual({
      title: 'Hiring well | Morgan Strategy Partners',
      description: 'Three questions.',
      url: 'https://example.com/blog/hiring-well',
      type: 'article',
      siteName: 'Morgan Strategy Partners',
      imageUrl: 'https://example.com/storage/v1/object/public/blog-images/hiring-share.jpg',
      imageAlt: 'Two people at a desk',
    })
  })

  it('shares the default image, with no alt text, when the post has no banner', () => {
    const head = pageSharing(
      site,
      postPageSharing(site.siteUrl, { ...post, featured_image_url: null, meta_description: null }),
    )
    expect(head).toMatchObject({
      description: '',
      imageUrl: 'https://example.com/og-default.png',
      imageAlt: null,
    })
  })

  it('says no alt text rather than an empty one for a banner without it', () => {
    expect(
      pageSharing(site, postPageSharing(site.siteUrl, { ...post, banner_alt: ' ' })).imageAlt,
    ).toBeNull()
  })
})

describe("a post's own search and sharing settings", () => {
  it('replace the title as written, the description, and the address with the original', () => {
    const head = pageSharing(
      site,
      postPageSharing(site.siteUrl, {
        ...post,
        seo_title: 'How to hire well: three questions',
        seo_description: 'For founders.',
        canonical_url: 'https://journal.example/hiring?id=7',
      }),
    )
    expect(head).toMatchObject({
      title: 'How to hire well: three questions',
      description: 'For founders.',
      url: 'https://journal.example/hiring?id=7',
    })
  })

  it('leave the defaults when empty', () => {
    const head = pageSharing(
      site,
      postPageSharing(site.siteUrl, { ...post, seo_title: '', seo_description: '' }),
    )
    expect(head).toMatchObject({
      title: 'Hiring well | Morgan Strategy Partners',
      description: 'Three questions.',
    })
  })

  it('keep a post in the sitemap only when its canonical address is its page here', () => {
    expect(isCanonicalHere(site.siteUrl, post)).toBe(true)
    expect(
      isCanonicalHere(site.siteUrl, {
        ...post,
        canonical_url: 'https://example.com/blog/hiring-well',
      }),
    ).toBe(true)
    expect(
      isCanonicalHere(site.siteUrl, { ...post, canonical_url: 'https://journal.example/hiring' }),
    ).toBe(false)
  })
})

describe('the description of a post not saved yet', () => {
  it('is the excerpt, else the first 160 characters of the body text, else none', () => {
    expect(unsavedMetaDescription(' Short. ', '<p>Body</p>')).toBe('Short.')
    const body = `<p>${'word '.repeat(50)}</p><p>&amp; more</p>`
    expect(unsavedMetaDescription('', body)).toBe('word '.repeat(32).slice(0, 160))
    expect(unsavedMetaDescription('', '<p> </p>')).toBeNull()
  })
})
