import { describe, expect, it } from 'vitest'
import type { MediaItem } from '../../../shared/domain/media.ts'
import { cleanupPlan, storedFilesIn } from '../../../shared/domain/mediaCleanup.ts'

const NOW = new Date('2026-11-28T12:00:00Z')
const item = (name: string, createdAt: string, used = false): MediaItem => ({
  bucket: 'blog-images',
  name,
  size: 100,
  created_at: createdAt,
  variants: [{ name: name.replace('.jpg', '-480w.webp'), size: 50 }],
  uses: used ? [{ kind: 'banner', id: 'p', label: 'A post' }] : [],
})

describe('deleting unused files', () => {
  const old = '2026-10-01T00:00:00Z'

  it('deletes an old file nothing uses, and never one the site uses', () => {
    const plan = cleanupPlan([item('a.jpg', old), item('used.jpg', old, true)], {
      now: NOW,
      localUses: new Map(),
    })
    expect(plan.deletable.map((entry) => entry.name)).toEqual(['a.jpg'])
    expect(plan.kept).toEqual([])
  })

  it('keeps a file unsaved changes on this device use, by any of its sizes, saying whose', () => {
    const plan = cleanupPlan([item('draft.jpg', old)], {
      now: NOW,
      localUses: new Map([['blog-images/draft-480w.webp', 'Notes on pricing']]),
    })
    expect(plan.deletable).toEqual([])
    expect(plan.kept.map((kept) => kept.reason)).toEqual([
      'Your unsaved changes to “Notes on pricing” on this device use it.',
    ])
  })

  it('keeps a file uploaded in the last week, which a post not saved yet may hold', () => {
    const plan = cleanupPlan(
      [item('fresh.jpg', '2026-11-25T09:30:00Z'), item('week-old.jpg', '2026-11-21T11:59:00Z')],
      { now: NOW, localUses: new Map() },
    )
    expect(plan.deletable.map((entry) => entry.name)).toEqual(['week-old.jpg'])
    expect(plan.kept[0]?.item.name).toBe('fresh.jpg')
    expect(plan.kept[0]?.reason).toMatch(
      /^Uploaded .+: a post not saved yet may use it\. Files are kept for 7 days\.$/,
    )
  })

  it('finds the stored files a draft names by their public addresses', () => {
    const html = JSON.stringify({
      content:
        '<p><img src="https://x.supabase.co/storage/v1/object/public/blog-images/a/b.jpg" srcset="https://x.supabase.co/storage/v1/object/public/blog-images/a/b-480w.webp 480w"></p>',
      featured_image_url: 'http://127.0.0.1:54321/storage/v1/object/public/blog-images/c.png?v=1',
    })
    expect(storedFilesIn(html)).toEqual([
      'blog-images/a/b.jpg',
      'blog-images/a/b-480w.webp',
      'blog-images/c.png',
    ])
  })
})
