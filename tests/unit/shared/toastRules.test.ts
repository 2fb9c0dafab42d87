import { describe, expect, it } from 'vitest'
import { afterNavigation, toastKey, toastTimeout } from '../../../shared/ui/toastRules.ts'

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
