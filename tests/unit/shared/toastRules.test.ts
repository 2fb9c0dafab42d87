import { describe, expect, it } from 'vitest'
import { afterNavigation, toastKey, toastTimeout } from '../../../owner/ui/toastRules.ts'
import { savedPostMessage } from '../../../owner/data/posts/savedPostMessage.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'

describe("the owner's toasts", () => {
  it('keep one slot per screen, so a new result on a form replaces the last', () => {
    expect(toastKey('/contact-faqs-admin/new')).toBe(toastKey('/contact-faqs-admin/new'))
    expect(toastKey('/contact-faqs-admin/new')).not.toBe(toastKey('/contact-faqs-admin'))
  })

  it('time out on success, and stay when they report an error or offer an action', () => {
    expect(toastTimeout('success', false)).toBeGreaterThan(0)
    expect(toastTimeout('primary', false)).toBeGreaterThan(0)
    expect(toastTimeout('danger', false)).toBe(0)
    expect(toastTimeout('success', true)).toBe(0)
  })

  it('outlive the navigation that follows them once, and go at the next', () => {
    const open = new Map([
      [toastKey('/blog-admin/new'), { screen: '/blog-admin/new', carried: false }],
      [toastKey('/faq-admin'), { screen: '/faq-admin', carried: true }],
      [toastKey('/services-admin'), { screen: '/services-admin', carried: false }],
    ])
    expect(afterNavigation(open, '/blog-admin/new')).toEqual({
      carry: [toastKey('/blog-admin/new')],
      dismiss: [toastKey('/faq-admin'), toastKey('/services-admin')],
    })
  })
})

describe('the toast after a post is saved', () => {
  it('names what happened: published, unpublished, scheduled for when, unscheduled', () => {
    expect(savedPostMessage('published', null).title).toBe('Post published')
    expect(savedPostMessage('unpublished', null).title).toBe('Post unpublished')
    const at = '2030-03-01T08:30:00.000Z'
    expect(savedPostMessage({ scheduledAt: at }, null).title).toBe(
      `Post scheduled for ${formatDateTime(at)}`,
    )
    expect(savedPostMessage({ scheduledAt: null }, null).title).toBe(
      'Schedule removed: the post is a draft',
    )
  })

  it("keeps the spec's texts for the editor's saves, and says how a newsletter went", () => {
    expect(savedPostMessage('created', null).title).toBe('Post created successfully')
    expect(savedPostMessage('updated', null).title).toBe('Post updated successfully')
    expect(savedPostMessage('published', 'sent').title).toBe(
      'Post published and newsletter sent to subscribers!',
    )
    expect(savedPostMessage('published', 'failed')).toEqual({
      title: 'Post saved but newsletter sending failed',
      intent: 'warning',
    })
  })
})
