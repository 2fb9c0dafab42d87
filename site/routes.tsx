import { lazy } from 'react'
import type { RouteObject } from 'react-router-dom'
import { ADMIN_ROUTE_PATHS } from '../shared/domain/adminSections.ts'
import { SiteLayout } from './layout/SiteLayout.tsx'
import type { Pages } from './pageModules.ts'

/** Sign-in and the admin screens (spec section 2): loaded on demand, never by public pages. */
const owner = () => import('./owner/ownerRoutes.tsx')
const OwnerLayout = lazy(async () => ({ default: (await owner()).OwnerLayout }))
const SignIn = lazy(async () => ({ default: (await owner()).SignInRoute }))

const ownerRoutes: RouteObject = {
  element: <OwnerLayout />,
  children: [
    { path: 'auth', element: <SignIn /> },
    ...ADMIN_ROUTE_PATHS.map((pattern) => {
      const Screen = lazy(async () => ({ default: (await owner()).adminScreen(pattern) }))
      return { path: pattern.slice(1), element: <Screen /> }
    }),
  ],
}

/** The site's routes over its pages: loaded on demand in the browser, loaded up front when prerendering. */
export function siteRoutes(pages: Pages): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      children: [
        { index: true, element: <pages.home /> },
        { path: 'about', element: <pages.about /> },
        { path: 'work-with-me', element: <pages.workWithMe /> },
        { path: 'blog', element: <pages.blog /> },
        { path: 'blog/page/:page', element: <pages.blog /> },
        { path: 'blog/:slug', element: <pages.post /> },
        { path: 'publications', element: <pages.publications /> },
        { path: 'publications/page/:page', element: <pages.publications /> },
        { path: 'contact', element: <pages.contact /> },
        { path: 'search', element: <pages.search /> },
        { path: 'privacy-policy', element: <pages.privacyPolicy /> },
        { path: 'terms-of-service', element: <pages.termsOfService /> },
        { path: 'cookie-policy', element: <pages.cookiePolicy /> },
        { path: 'newsletter', element: <pages.newsletter /> },
        { path: 'preview/:token', element: <pages.preview /> },
        ownerRoutes,
        { path: '*', element: <pages.notFound /> },
      ],
    },
  ]
}
