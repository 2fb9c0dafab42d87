import { describe, expect, it } from 'vitest'
import { type BulkPost, bulkPostEdit } from '../../../shared/domain/bulkPostEdits.ts'

const now = new Date('2026-11-27T10:00:00.000Z')
const draft: BulkPost = {
  published: false,
  publish_date: null,
  newsletter_sent: false,
  tags: ['Money'],
}
const live: BulkPost = {
  published: true,
  publish_date: '2026-01-02T09:00:00.000Z',
  newsletter_sent: true,
  tags: ['Money', 'Hiring'],
}

describe('a bulk action on one post', () => {
  it('publishes a draft dated now, mailing it only when asked', () => {
    expect(bulkPostEdit({ kind: 'publish', mail: true }, draft, now)).toEqual({
      input: { published: true, publish_date: now.toISOString() },
      announce: true,
    })
    // Marked as sent in the same save: the database mails nobody, now or when republished.
    expect(bulkPostEdit({ kind: 'publish', mail: false }, draft, now)).toEqual({
      input: { published: true, publish_date: now.toISOString(), newsletter_sent: true },
      announce: false,
    })
  })

  it('never mails a post again that went out before, and keeps its first date', () => {
    const unpublished = { ...live, published: false }
    expect(bulkPostEdit({ kind: 'publish', mail: true }, unpublished, now)).toEqual({
      input: { published: true, publish_date: live.publish_date },
      announce: false,
    })
  })

  it('unpublishes a published post and leaves drafts as they are', () => {
    expect(bulkPostEdit({ kind: 'unpublish' }, live, now)).toEqual({
      input: { published: false, publish_date: null },
      announce: false,
    })
    expect(bulkPostEdit({ kind: 'unpublish' }, draft, now)).toBeNull()
    expect(bulkPostEdit({ kind: 'publish', mail: true }, live, now)).toBeNull()
  })

  it('adds a tag once, in any capitals, within the limit of 20', () => {
    expect(bulkPostEdit({ kind: 'add-tag', tag: 'Notes' }, draft)).toEqual({
      input: { tags: ['Money', 'Notes'] },
      announce: false,
    })
    expect(bulkPostEdit({ kind: 'add-tag', tag: 'money' }, draft)).toBeNull()
    const full = {
      ...draft,
      tags: Array.from({ length: 20 }, (_, index) => `Tag ${String(index)}`),
    }
    expect(bulkPostEdit({ kind: 'add-tag', tag: 'One more' }, full)).toBeNull()
  })

  it('removes a tag in any capitals, but never a post’s last one', () => {
    expect(bulkPostEdit({ kind: 'remove-tag', tag: 'hiring' }, live)).toEqual({
      input: { tags: ['Money'] },
      announce: false,
    })
    expect(bulkPostEdit({ kind: 'remove-tag', tag: 'Money' }, draft)).toBeNull()
    expect(bulkPostEdit({ kind: 'remove-tag', tag: 'Absent' }, live)).toBeNull()
  })
})
