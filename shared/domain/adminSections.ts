/**
 * The owner's screens, in the order menus list them (spec section 2, admin routes, and the
 * enquiries and subscribers lists). Plain data: the site's header reads it without loading
 * any admin code.
 */
export const ADMIN_SECTIONS = [
  { path: '/blog-admin', label: 'Blog Posts', hasForms: true },
  { path: '/publications-admin', label: 'Publications', hasForms: true },
  { path: '/experience-admin', label: 'Experience', hasForms: true },
  { path: '/earlier-experience-admin', label: 'Earlier Experience', hasForms: true },
  { path: '/startup-logos-admin', label: 'Startup Logos', hasForms: true },
  { path: '/services-admin', label: 'Services', hasForms: true },
  { path: '/testimonials-admin', label: 'Testimonials', hasForms: true },
  { path: '/contact-faqs-admin', label: 'Contact FAQs', hasForms: true },
  { path: '/enquiries-admin', label: 'Enquiries', hasForms: false },
  { path: '/subscribers-admin', label: 'Newsletter Subscribers', hasForms: false },
  { path: '/media-admin', label: 'Media', hasForms: false },
  { path: '/redirects-admin', label: 'Redirects', hasForms: false },
  { path: '/tags-admin', label: 'Tags', hasForms: false },
  { path: '/replies-admin', label: 'Replies', hasForms: false },
  { path: '/followers-admin', label: 'Followers', hasForms: false },
  { path: '/export-import', label: 'Export and Import', hasForms: false },
  { path: '/two-factor-settings', label: 'Two-factor Settings', hasForms: false },
  { path: '/account-security', label: 'Sessions & Password', hasForms: false },
] as const

/**
 * Work kept on this computer that has not reached the server: drafts, queued saves, and the
 * comparison of a save with a newer server copy. Not a menu section of the site: its toasts and
 * notices link here when there is something to see.
 */
export const DRAFTS_PATH = '/drafts'
export const CONFLICT_PATH = '/drafts/conflict/:changeId'

/**
 * Every admin route pattern: each section's list, and `new` and `edit/:id` where it has forms,
 * then the drafts screens.
 */
export const ADMIN_ROUTE_PATHS: readonly string[] = [
  ...ADMIN_SECTIONS.flatMap((section) =>
    section.hasForms
      ? [section.path, `${section.path}/new`, `${section.path}/edit/:id`]
      : [section.path],
  ),
  DRAFTS_PATH,
  CONFLICT_PATH,
]
