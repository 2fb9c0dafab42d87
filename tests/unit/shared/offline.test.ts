import { describe, expect, it } from 'vitest'
import { compareFields, mergeChoices } from '../../../owner/admin/offline/conflicts.ts'
import {
  extractPendingImages,
  pendingImageFileId,
  pendingImageRef,
  withUploadedImage,
} from '../../../owner/offline/queue/pendingImages.ts'
import { siblingPath } from '../../../shared/domain/imageVariants.ts'

const TAGS = { label: 'Tags', columns: ['tags'] }
const FIELDS = [
  { label: 'Title', columns: ['title'] },
  { label: 'Excerpt', columns: ['excerpt'] },
  { label: 'Content', columns: ['content', 'read_time'] },
  TAGS,
]

describe('compareFields', () => {
  const mine = { title: 'Mine', excerpt: 'Same', content: '<p>a</p>', read_time: 1, tags: ['x'] }
  const server = {
    title: 'Theirs',
    excerpt: 'Same',
    content: '<p>b</p>',
    read_time: 2,
    tags: ['x'],
  }

  it('puts both versions of each saved field side by side and marks the differences', () => {
    const compared = compareFields(FIELDS, mine, server)
    expect(compared.map(({ label, differs }) => [label, differs])).toEqual([
      ['Title', true],
      ['Excerpt', false],
      ['Content', true],
      ['Tags', false],
    ])
    expect(compared[0]).toMatchObject({ mine: 'Mine', server: 'Theirs' })
  })

  it('leaves out fields the owner did not save', () => {
    const compared = compareFields(FIELDS, { title: 'Mine' }, server)
    expect(compared.map((field) => field.label)).toEqual(['Title'])
  })

  it('compares lists by their items and order', () => {
    const [tags] = compareFields([TAGS], { tags: ['a', 'b'] }, { tags: ['b', 'a'] })
    expect(tags?.differs).toBe(true)
  })
})

describe('mergeChoices', () => {
  const mine = { title: 'Mine', content: '<p>mine</p>', read_time: 1, excerpt: 'My excerpt' }
  const server = { title: 'Theirs', content: '<p>theirs</p>', read_time: 7, excerpt: null }

  it("keeps the owner's version of every field not chosen from the server", () => {
    expect(mergeChoices(FIELDS, mine, server, new Set())).toEqual(mine)
  })

  it('takes every column of a field chosen from the server, the read time with the content', () => {
    expect(mergeChoices(FIELDS, mine, server, new Set(['Content', 'Excerpt']))).toEqual({
      title: 'Mine',
      content: '<p>theirs</p>',
      read_time: 7,
      excerpt: null,
    })
  })
})

describe('pending images', () => {
  const ref = pendingImageRef('company-logos', 'file-1', 'experience-logos/1700000000000-acme.png')

  it('name the stored file they stand for', () => {
    expect(pendingImageFileId(ref)).toBe('file-1')
    expect(pendingImageFileId('https://example.com/logo.png')).toBeNull()
  })

  it('are taken out of a row to save, to be uploaded first, and nothing else is', () => {
    const { input, files } = extractPendingImages({
      company_name: 'Acme',
      logo_url: ref,
      company_url: 'https://acme.example',
    })
    expect(input).toEqual({ company_name: 'Acme', company_url: 'https://acme.example' })
    expect(files).toEqual([
      {
        column: 'logo_url',
        inHtml: false,
        bucket: 'company-logos',
        fileId: 'file-1',
        path: 'experience-logos/1700000000000-acme.png',
        siblings: [],
      },
    ])
  })

  it('carry the variants their row records, which are written with the row', () => {
    const variants = { width: 900, height: 600, widths: [480, 800], format: 'webp', share: false }
    const { input, files } = extractPendingImages({ logo_url: ref, logo_variants: variants })
    expect(input).toEqual({ logo_variants: variants })
    expect(files[0]?.siblings).toEqual(['480w.webp', '800w.webp'])
  })

  it('in a post’s body are kept in its HTML, each with the sizes its srcset names', () => {
    const image = pendingImageRef('blog-images', 'file-2', 'notes/image-1700000000000.jpg')
    const other = pendingImageRef('blog-images', 'file-3', 'notes/image-1700000000001.png')
    const content = `<figure><img src="${image}" srcset="${siblingPath(image, '480w.webp')} 480w, ${siblingPath(image, '800w.webp')} 800w, ${image} 1000w"></figure><p><img src="${other}"></p>`
    const { input, files } = extractPendingImages({ title: 'Notes', content })
    expect(input).toEqual({ title: 'Notes', content })
    expect(files).toEqual([
      {
        column: 'content',
        inHtml: true,
        bucket: 'blog-images',
        fileId: 'file-2',
        path: 'notes/image-1700000000000.jpg',
        siblings: ['480w.webp', '800w.webp'],
      },
      {
        column: 'content',
        inHtml: true,
        bucket: 'blog-images',
        fileId: 'file-3',
        path: 'notes/image-1700000000001.png',
        siblings: [],
      },
    ])
    const stored = 'https://cdn.example/storage/v1/object/public/blog-images/'
    const [first] = files
    if (!first) throw new Error('No pending image')
    expect(withUploadedImage(content, first, `${stored}${first.path}`)).toContain(
      `<img src="${stored}notes/image-1700000000000.jpg" srcset="${stored}notes/image-1700000000000-480w.webp 480w, ${stored}notes/image-1700000000000-800w.webp 800w, ${stored}notes/image-1700000000000.jpg 1000w">`,
    )
  })

  it('leave a row without them as it is', () => {
    const row = { title: 'Post', featured_image_url: 'https://example.com/a.png' }
    expect(extractPendingImages(row)).toEqual({ input: row, files: [] })
  })
})
