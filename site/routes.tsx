import type { RouteObject } from 'react-router-dom'
import { SiteLayout } from './layout/SiteLayout.tsx'
import { AboutPage } from './pages/AboutPage.tsx'
import { BlogPage } from './pages/BlogPage.tsx'
import { ContactPage } from './pages/ContactPage.tsx'
import { HomePage } from './pages/HomePage.tsx'
import { NewsletterPage } from './pages/NewsletterPage.tsx'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { PostPage } from './pages/PostPage.tsx'
import { PublicationsPage } from './pages/PublicationsPage.tsx'
import { WorkWithMePage } from './pages/WorkWithMePage.tsx'
import { CookiePolicyPage } from './pages/legal/CookiePolicyPage.tsx'
import { PrivacyPolicyPage } from './pages/legal/PrivacyPolicyPage.tsx'
import { TermsOfServicePage } from './pages/legal/TermsOfServicePage.tsx'

/** Sign-in and the admin screens (spec section 2): loaded on demand, never by public pages. */
const owner = () => import('./owner/ownerRoutes.tsx')

const ownerRoutes: RouteObject = {
  lazy: async () => ({ Component: (await owner()).OwnerLayout }),
  // Shown while the owner's code loads when the site is opened on one of these addresses.
  hydrateFallbackElement: <p className="status-text page-intro container">Loading...</p>,
  children: [
    { path: 'auth', lazy: async () => ({ Component: (await owner()).SignInRoute }) },
    {
      path: 'two-factor-settings',
      lazy: async () => ({ Component: (await owner()).TwoFactorSettingsRoute }),
    },
    { path: 'blog-admin', lazy: async () => ({ Component: (await owner()).PostListRoute }) },
    { path: 'blog-admin/new', lazy: async () => ({ Component: (await owner()).PostEditorRoute }) },
    {
      path: 'blog-admin/edit/:id',
      lazy: async () => ({ Component: (await owner()).PostEditorRoute }),
    },
  ],
}

/** Admin screens of the next release; until then these addresses say so. */
const PENDING_ADMIN_PATHS = [
  'publications-admin/*',
  'experience-admin/*',
  'earlier-experience-admin/*',
  'startup-logos-admin/*',
  'services-admin/*',
  'testimonials-admin/*',
  'contact-faqs-admin/*',
]
const ownerArea = async () => ({ Component: (await import('./owner/OwnerArea.tsx')).OwnerArea })

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'work-with-me', element: <WorkWithMePage /> },
      { path: 'blog', element: <BlogPage /> },
      { path: 'blog/:slug', element: <PostPage /> },
      { path: 'publications', element: <PublicationsPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms-of-service', element: <TermsOfServicePage /> },
      { path: 'cookie-policy', element: <CookiePolicyPage /> },
      { path: 'newsletter', element: <NewsletterPage /> },
      ownerRoutes,
      ...PENDING_ADMIN_PATHS.map((path) => ({ path, lazy: ownerArea })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
