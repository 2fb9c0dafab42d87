import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'
import { LINK_PROBLEMS, optionalWebAddress, typedLink } from '../../../shared/domain/links.ts'

describe('a link the owner types in a post', () => {
  it.each([
    ['example.org/pricing', 'https://example.org/pricing'],
    [' www.example.co.uk ', 'https://www.example.co.uk'],
    ['example.org:8080/a?b=1#c', 'https://example.org:8080/a?b=1#c'],
    ['https://example.org/report', 'https://example.org/report'],
    ['HTTP://example.org', 'HTTP://example.org'],
    ['mailto:hello@example.org', 'mailto:hello@example.org'],
    ['hello@example.org', 'mailto:hello@example.org'],
    ['tel:+44 20 7946 0000', 'tel:+442079460000'],
  ])('%j links to %j', (typed, href) => {
    expect(typedLink(typed, 'web-mail-phone')).toEqual({ ok: true, href })
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    '/blog/other-post',
    '../pricing',
    '#section',
    'pricing',
    'https://',
    'mailto:',
    'tel:call me',
  ])('%j is refused, saying what a link may be', (typed) => {
    expect(typedLink(typed, 'web-mail-phone')).toEqual({
      ok: false,
      problem: LINK_PROBLEMS['web-mail-phone'],
    })
  })

  it('says so when an address has spaces in it', () => {
    expect(typedLink('example.org/my page', 'web-mail-phone')).toEqual({
      ok: false,
      problem: LINK_PROBLEMS.spaces,
    })
  })
})

describe('a web address the owner types in a form', () => {
  it('becomes https:// when typed without a scheme, and stays as typed with one', () => {
    expect(typedLink('harbour.example.com', 'web')).toEqual({
      ok: true,
      href: 'https://harbour.example.com',
    })
    expect(optionalWebAddress(' harbour.example.com ')).toBe('https://harbour.example.com')
    expect(optionalWebAddress('http://example.org')).toBe('http://example.org')
    expect(optionalWebAddress('  ')).toBeNull()
  })

  it.each(['mailto:hello@example.org', 'tel:+441234', 'hello@example.org', '/about'])(
    '%j is refused: a website is on the web',
    (typed) => {
      expect(typedLink(typed, 'web')).toEqual({ ok: false, problem: LINK_PROBLEMS.web })
    },
  )
})

describe('links in a post as the site shows them', () => {
  const sanitize = createPostSanitizer(new JSDOM('').window)
  const hrefOf = (html: string) =>
    new JSDOM(sanitize(html)).window.document.querySelector('a')?.getAttribute('href') ?? null

  it('lead to the site a scheme-less address names, not to a path under the post', () => {
    expect(hrefOf('<a href="example.org/pricing">Pricing</a>')).toBe('https://example.org/pricing')
  })

  it('keep phone and email links, and the site’s own paths', () => {
    expect(hrefOf('<a href="tel:+441234567">Call</a>')).toBe('tel:+441234567')
    expect(hrefOf('<a href="mailto:a@example.org">Mail</a>')).toBe('mailto:a@example.org')
    expect(hrefOf('<a href="/contact">Contact</a>')).toBe('/contact')
  })

  it('lose an address that cannot be a link', () => {
    expect(hrefOf('<a href="javascript:alert(1)">x</a>')).toBeNull()
    expect(hrefOf('<a href="pricing">x</a>')).toBeNull()
  })
})
