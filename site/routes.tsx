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
export const OWNER_PATHS = [
  'auth',
  'blog-admin/*',
  'publications-admin/*',
  'experience-admin/*',
  'earlier-experience-admin/*',
  'startup-logos-admin/*',
  'services-admin/*',
  'testimonials-admin/*',
  'contact-faqs-admin/*',
  'two-factor-settings',
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
      ...OWNER_PATHS.map((path) => ({ path, lazy: ownerArea })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
