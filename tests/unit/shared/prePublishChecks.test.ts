import { describe, expect, it } from 'vitest'
import {
  type CheckedPost,
  imagesWithoutAlt,
  prePublishProblems,
} from '../../../shared/domain/prePublishChecks.ts'

const good: CheckedPost = {
  title: 'Hiring well in a small team',
  excerpt: 'Three questions that tell a good hire from a quick one.',
  banner: 'https://example.org/banner.jpg',
  bannerAlt: 'Two people talking at a desk',
  content: '<p>Hire slowly.</p><p><img src="https://example.org/a.png" alt="A chart"></p>',
}

const kinds = (post: CheckedPost) => prePublishProblems(post).map((problem) => problem.kind)

describe('pre-publish checks', () => {
  it('find nothing wrong with a post that has everything', () => {
    expect(prePublishProblems(good)).toEqual([])
  })

  it('list exactly the problems present, each once', () => {
    expect(kinds({ ...good, bannerAlt: '  ' })).toEqual(['banner-alt'])
    expect(kinds({ ...good, title: 'T'.repeat(61) })).toEqual(['title-long'])
    expect(kinds({ ...good, title: `${'T'.repeat(59)}🚀` })).toEqual([])
    expect(kinds({ ...good, excerpt: ' ' })).toEqual(['description-missing'])
    expect(kinds({ ...good, excerpt: 'e'.repeat(161) })).toEqual(['description-long'])
    expect(kinds({ ...good, excerpt: 'e'.repeat(160) })).toEqual([])
    // Without a banner, its alt text is not asked for: the default image is shared.
    expect(kinds({ ...good, banner: null, bannerAlt: '' })).toEqual(['no-banner'])
    expect(
      kinds({
        title: 'T'.repeat(70),
        excerpt: '',
        banner: null,
        bannerAlt: '',
        content: '<p><img src="/a.png"><img alt="" src="/b.png"><img src="/c.png" alt="C"></p>',
      }),
    ).toEqual(['image-alt', 'title-long', 'description-missing', 'no-banner'])
  })

  it('say what is wrong in numbers the owner can act on', () => {
    const messages = prePublishProblems({
      ...good,
      title: 'T'.repeat(72),
      excerpt: 'e'.repeat(1200),
      content: '<img src="/a.png"><img src="/b.png" alt=" ">',
    }).map((problem) => problem.message)
    expect(messages).toEqual([
      '2 images in the post have no alt text.',
      'The title is 72 characters: search results show about 60.',
      'The excerpt is 1,200 characters: search results show about 160.',
    ])
  })

  it('list images the site would not show, and leave those saving stores or uploads', () => {
    const images = (...sources: string[]) =>
      sources.map((src) => `<img src="${src}" alt="A">`).join('')
    expect(kinds({ ...good, content: images('file:///C:/photo.jpg') })).toEqual(['image-hidden'])
    expect(
      prePublishProblems({
        ...good,
        content: `${images('blob:https://site.example/1', 'data:image/svg+xml;base64,PHN2Zz4=')}<img alt="none">`,
      }).map((problem) => problem.message),
    ).toEqual([
      '3 images in the post would not show on the site: they are not stored images. Insert them again from their files.',
    ])
    expect(
      kinds({
        ...good,
        content: images(
          'https://cdn.example/a.jpg',
          '/b.png',
          'data:image/jpeg;base64,/9j/',
          'pending-image:blog-images:f1:post/image-1.jpg',
        ),
      }),
    ).toEqual([])
  })

  it('count body images without alt text, however the attribute is written', () => {
    expect(imagesWithoutAlt('<p>No images</p>')).toBe(0)
    expect(imagesWithoutAlt(`<IMG SRC="/a.png" ALT='A'><img src="/b.png" alt=B>`)).toBe(0)
    expect(
      imagesWithoutAlt('<img src="/a.png" data-alt="x"><img src="/b.png" title="alt=1">'),
    ).toBe(2)
  })
})
