import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { builtSiteRedirects } from '../../../site/prerender/followedRedirects.ts'

/** A built site's `_redirects` followed as Netlify follows it, on a folder with real files. */
describe('builtSiteRedirects', () => {
  const dir = mkdtempSync(join(tmpdir(), 'followed-redirects-'))
  writeFileSync(join(dir, 'blog.html'), '<p>Blog</p>')
  writeFileSync(join(dir, 'kept.html'), '<p>Kept</p>')
  writeFileSync(
    join(dir, '_redirects'),
    [
      '/2019/05/hello-world/ /blog/hello-world 301',
      '/kept /blog 301',
      '/blog tags=Machine%20Learning /blog?tags=AI 301!',
      '/blog tag=:name /blog?tags=:name 302!',
      '/old/* /new/:splat 301',
      '/feed /rss.xml 200',
    ].join('\n'),
  )
  const follow = builtSiteRedirects(dir)
  const at = (address: string) => follow(new URL(address, 'http://site.test'))
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  it('moves an old address, with or without its trailing slash, keeping the query', () => {
    expect(at('/2019/05/hello-world?ref=x')).toEqual({
      location: '/blog/hello-world?ref=x',
      status: 301,
    })
    expect(at('/2019/05/hello-world/')?.location).toBe('/blog/hello-world')
  })

  it('matches a query rule only on its value, forced over the page that is there', () => {
    expect(at('/blog?tags=Machine%20Learning')).toEqual({ location: '/blog?tags=AI', status: 301 })
    expect(at('/blog?tags=Pricing')).toBeNull()
    expect(at('/blog')).toBeNull()
    expect(at('/blog?tag=Money')).toEqual({ location: '/blog?tags=Money', status: 302 })
  })

  it('leaves an address a file answers to the file unless forced, follows splats, and leaves rewrites', () => {
    expect(at('/kept')).toBeNull()
    expect(at('/old/a/b')).toEqual({ location: '/new/a/b', status: 301 })
    expect(at('/feed')).toBeNull()
  })
})
