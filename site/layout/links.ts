/** The site's navigation, in the order the header and menus show it. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/work-with-me', label: 'Work With Me' },
  { to: '/blog', label: 'Blog' },
  { to: '/publications', label: 'Publications' },
  { to: '/contact', label: 'Contact' },
] as const

export const FOOTER_QUICK_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/work-with-me', label: 'Work With Me' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const

export const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
] as const

/** The owner's screens, for the Admin menu (spec section 2, admin routes). */
export const ADMIN_LINKS = [
  { to: '/blog-admin', label: 'Blog Posts' },
  { to: '/publications-admin', label: 'Publications' },
  { to: '/experience-admin', label: 'Experience' },
  { to: '/earlier-experience-admin', label: 'Earlier Experience' },
  { to: '/startup-logos-admin', label: 'Startup Logos' },
  { to: '/services-admin', label: 'Services' },
  { to: '/testimonials-admin', label: 'Testimonials' },
  { to: '/contact-faqs-admin', label: 'Contact FAQs' },
  { to: '/two-factor-settings', label: 'Two-factor Settings' },
] as const
