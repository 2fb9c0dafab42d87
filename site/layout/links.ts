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
