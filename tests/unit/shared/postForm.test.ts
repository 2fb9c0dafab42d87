import { describe, expect, it } from 'vitest'
import {
  postFormValues,
  postInput,
  postProblems,
  revisionFormValues,
} from '../../../owner/admin/posts/postForm.ts'
import { restoreFormValues } from '../../../owner/offline/store/restore.ts'
import { announcesPost, publishDateFor } from '../../../shared/domain/publishing.ts'
import { CANONICAL_PROBLEM } from '../../../shared/domain/links.ts'

const NOW = new Date('2026-11-21T10:00:00.000Z')
const values = {
  ...postFormValues(null, 'Alex Morgan'),
  title: '  Hiring Well ',
  content: '<p>Hire slowly.</p>',
  tags: ['Team'],
}

describe('announcesPost', () => {
  it('mails a post that becomes published and was never mailed', () => {
    expect(announcesPost(true, null)).toBe(true)
    expect(announcesPost(true, { published: false, newsletter_sent: false })).toBe(true)
  })

  it('never mails a draft, an edit of a published post, or a post mailed before', () => {
    expect(announcesPost(false, null)).toBe(false)
    expect(announcesPost(true, { published: true, newsletter_sent: true })).toBe(false)
    expect(announcesPost(true, { published: false, newsletter_sent: true })).toBe(false)
  })
})

describe('publishDateFor (the list’s Publish and Unpublish)', () => {
  it('publishes a draft now, or at the date it first went out when it was brought back', () => {
    expect(publishDateFor(true, { published: false, publish_date: null }, NOW)).toBe(
      NOW.toISOString(),
    )
    expect(publishDateFor(true, { published: false, publish_date: '2026-07-14T09:00:00Z' })).toBe(
      '2026-07-14T09:00:00Z',
    )
    expect(publishDateFor(false, { published: true, publish_date: '2026-07-14T09:00:00Z' })).toBe(
      null,
    )
  })
})

describe('postInput', () => {
  it('dates a post when it becomes published, and a draft not at all', () => {
    expect(postInput({ ...values, published: true }, null, NOW).publish_date).toBe(
      NOW.toISOString(),
    )
    expect(postInput(values, null, NOW).publish_date).toBeNull()
  })

  it('keeps the date of a post that was already published', () => {
    const saved = { published: true, publish_date: '2026-01-02T00:00:00.000Z' }
    expect(postInput({ ...values, published: true }, saved, NOW).publish_date).toBe(
      saved.publish_date,
    )
  })

  it('keeps the original date of a post brought back as a draft, saved or published again', () => {
    const broughtBack = { published: false, publish_date: '2026-07-14T09:00:00.000Z' }
    expect(postInput(values, broughtBack, NOW).publish_date).toBe(broughtBack.publish_date)
    expect(postInput({ ...values, published: true }, broughtBack, NOW).publish_date).toBe(
      broughtBack.publish_date,
    )
  })

  it('clears the date of a post unpublished', () => {
    const saved = { published: true, publish_date: '2026-01-02T00:00:00.000Z' }
    expect(postInput(values, saved, NOW).publish_date).toBeNull()
  })

  it('trims the title and takes the slug from it when none was typed', () => {
    expect(postInput(values, null, NOW)).toMatchObject({
      title: 'Hiring Well',
      slug: 'hiring-well',
    })
  })
})

describe('post problems', () => {
  it('needs a title, some text and a tag, marking each field that is missing', () => {
    expect(postProblems(values)).toEqual({ problems: {}, missing: false })
    expect(postProblems({ ...values, title: ' ', content: '<p><br></p>', tags: [] })).toEqual({
      problems: {
        title: 'This field is required',
        content: 'This field is required',
        tags: 'This field is required',
      },
      missing: true,
    })
  })

  it('refuses text past its limit, saying what the limit is', () => {
    expect(postProblems({ ...values, title: 'T'.repeat(201), excerpt: 'e'.repeat(501) })).toEqual({
      problems: {
        title: 'Please keep this to 200 characters or fewer',
        excerpt: 'Please keep this to 500 characters or fewer',
      },
      missing: false,
    })
  })
})

describe('banner alt text', () => {
  it('saves the trimmed alt text, and none when it is empty', () => {
    expect(postInput({ ...values, banner_alt: ' A chart of hires ' }, null).banner_alt).toBe(
      'A chart of hires',
    )
    expect(postInput({ ...values, banner_alt: '  ' }, null).banner_alt).toBeNull()
  })

  it('restores a draft written before alt text with the saved post’s alt text', () => {
    const saved = postFormValues({ title: 'Hiring', banner_alt: 'A chart' }, 'Alex Morgan')
    const olderDraft = Object.fromEntries(
      Object.entries({ ...saved, title: 'Hiring Well' }).filter(
        ([field]) => field !== 'banner_alt',
      ),
    )
    expect(restoreFormValues(saved, olderDraft)).toEqual({ ...saved, title: 'Hiring Well' })
  })
})

describe('search and sharing settings', () => {
  it('saves them trimmed, and none (the defaults) when empty', () => {
    const input = postInput(
      {
        ...values,
        seo_title: ' Hiring well, in three questions ',
        seo_description: '  ',
        canonical_url: ' https://journal.example/hiring ',
      },
      null,
    )
    expect(input).toMatchObject({
      seo_title: 'Hiring well, in three questions',
      seo_description: null,
      canonical_url: 'https://journal.example/hiring',
    })
  })

  it('refuses a canonical address that is not an absolute web address, and text past the limits', () => {
    for (const typed of ['journal.example/hiring', '/blog/hiring', 'ftp://journal.example/x'])
      expect(postProblems({ ...values, canonical_url: typed }).problems).toEqual({
        canonical_url: CANONICAL_PROBLEM,
      })
    expect(
      postProblems({ ...values, canonical_url: 'https://journal.example/a b' }).problems,
    ).toEqual({ canonical_url: 'A link cannot contain spaces' })
    expect(
      postProblems({ ...values, seo_title: 'T'.repeat(101), seo_description: 'd'.repeat(301) })
        .problems,
    ).toEqual({
      seo_title: 'Please keep this to 100 characters or fewer',
      seo_description: 'Please keep this to 300 characters or fewer',
    })
    expect(
      postProblems({ ...values, canonical_url: 'http://journal.example/hiring?id=7' }).problems,
    ).toEqual({})
  })
})

describe('what the newsletter mails', () => {
  it('is the full post unless the owner chose the excerpt and a link', () => {
    expect(values.newsletter_format).toBe('full')
    expect(postInput(values, null).newsletter_format).toBe('full')
    expect(
      postInput(postFormValues({ title: 'Teased', newsletter_format: 'excerpt' }, 'Alex'), null)
        .newsletter_format,
    ).toBe('excerpt')
  })

  it('saves only a known choice, whatever a draft held', () => {
    const saved = postFormValues({ title: 'Hiring', newsletter_format: 'excerpt' }, 'Alex Morgan')
    const restored = restoreFormValues(saved, { ...saved, newsletter_format: 'everything' })
    expect(postInput(restored, null).newsletter_format).toBe('full')
    expect(restoreFormValues(saved, { title: 'Older draft' }).newsletter_format).toBe('excerpt')
  })
})

describe('revisionFormValues', () => {
  const banner = {
    url: 'https://example.test/blog-images/chart.jpg',
    variants: {
      width: 1600,
      height: 900,
      widths: [480, 800, 1200],
      format: 'webp' as const,
      share: true,
      email: false,
    },
  }
  const revision = {
    title: 'Hiring',
    slug: 'hiring',
    excerpt: null,
    content: '<p>Hire.</p>',
    tags: ['Team'],
    featured: true,
    featured_image_url: banner.url,
    banner_alt: null,
    author: null,
    seo_title: null,
    seo_description: null,
    canonical_url: 'https://journal.example/hiring',
  }
  const editing = {
    ...values,
    published: true,
    featured_image_url: banner,
    newsletter_format: 'excerpt' as const,
  }

  it('brings the revision back, leaving whether the post is published to the switch', () => {
    expect(revisionFormValues(editing, revision)).toEqual({
      ...revision,
      published: true,
      // How the post is announced is no part of what it says: revisions leave it as it is.
      newsletter_format: 'excerpt',
      excerpt: '',
      banner_alt: '',
      author: '',
      seo_title: '',
      seo_description: '',
      canonical_url: 'https://journal.example/hiring',
      featured_image_url: banner,
    })
  })

  it('keeps the banner’s web sizes only when the revision has the same image', () => {
    const earlier = { ...revision, featured_image_url: 'https://example.test/blog-images/old.jpg' }
    expect(revisionFormValues(editing, earlier).featured_image_url).toEqual({
      url: earlier.featured_image_url,
      variants: null,
    })
    expect(
      revisionFormValues(editing, { ...revision, featured_image_url: null }).featured_image_url,
    ).toBeNull()
  })
})
