import type { RouteObject } from 'react-router-dom'
import { ADMIN_ROUTE_PATHS } from '../shared/admin/adminSections.ts'
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
    ...ADMIN_ROUTE_PATHS.map((pattern) => ({
      path: pattern.slice(1),
      lazy: async () => ({ Component: (await owner()).adminScreen(pattern) }),
    })),
  ],
}

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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
