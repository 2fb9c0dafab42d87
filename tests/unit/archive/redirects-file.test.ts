import { describe, expect, it } from 'vitest'
import { redirectsFile } from '../../../site/prerender/redirects.ts'

describe('the static host’s redirects file', () => {
  it('moves each old address to its post before the app-shell addresses', () => {
    const file = redirectsFile([
      { fromPath: '/2019/05/hello-world/', slug: 'hello-world' },
      { fromPath: '/2020/01/中文/', slug: 'unicode-post' },
    ])
    const lines = file.trimEnd().split('\n')
    expect(lines.slice(0, 2)).toEqual([
      '/2019/05/hello-world/ /blog/hello-world 301',
      '/2020/01/%E4%B8%AD%E6%96%87/ /blog/unicode-post 301',
    ])
    expect(lines).toContain('/blog/* /app.html 200')
    expect(lines.indexOf('/blog/* /app.html 200')).toBeGreaterThan(1)
  })

  it('moves page 1 of the paged lists to the list, before the app shell takes their pages', () => {
    const lines = redirectsFile([]).trimEnd().split('\n')
    expect(lines.slice(0, 2)).toEqual([
      '/blog/page/1 /blog 301',
      '/publications/page/1 /publications 301',
    ])
  })

  it('never redirects the site’s own pages, or a post to itself', () => {
    const file = redirectsFile([
      { fromPath: '/about/', slug: 'about-me' },
      { fromPath: '/', slug: 'home' },
      { fromPath: '/auth', slug: 'sign-in' },
      { fromPath: '/blog/kept/', slug: 'kept' },
    ])
    expect(file.split('\n').filter((line) => line.endsWith(' 301'))).toEqual([
      '/blog/page/1 /blog 301',
      '/publications/page/1 /publications 301',
    ])
  })
})

describe('the static host’s redirects of renamed tags', () => {
  it('moves the blog filtered by an old tag to the blog filtered by the new one', () => {
    const lines = redirectsFile([{ fromPath: '/2019/05/hello-world/', slug: 'hello-world' }], {
      tagRedirects: [{ fromTag: 'Machine Learning', toTag: 'AI & ML' }],
    })
      .trimEnd()
      .split('\n')
    expect(lines.slice(0, 3)).toEqual([
      '/2019/05/hello-world/ /blog/hello-world 301',
      '/blog tags=Machine%20Learning /blog?tags=AI%20%26%20ML 301!',
      '/blog/page/1 /blog 301',
    ])
  })
})
