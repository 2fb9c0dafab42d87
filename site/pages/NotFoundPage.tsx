import { Suspense, lazy, useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { PageMeta } from '../components/PageMeta.tsx'
import { Island } from '../islands/Island.tsx'

// The suggestions (found after load, from the search index) bring their code when they are
// looked for, not before the page is live.
const AddressSuggestions = lazy(async () => ({
  default: (await import('../search/AddressSuggestions.tsx')).AddressSuggestions,
}))

export function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <section className="page-intro page-intro--center">
      <PageMeta title="Page not found" description="This page does not exist." path={pathname} />
      <div className="container">
        <p className="eyebrow">404</p>
        <h1>Oops! Page not found</h1>
        <Link to="/" className="button button--primary">
          Return to Home
        </Link>
        <Island name="notFound">
          <NotFoundHelp />
        </Island>
      </div>
    </section>
  )
}

/**
 * Says in the console which address has no page, for whoever looks into a broken link, and
 * offers what the words of the address find.
 */
export function NotFoundHelp() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error(`404: no page at ${pathname}`)
  }, [pathname])
  return (
    <Suspense fallback={null}>
      <AddressSuggestions pathname={pathname} />
    </Suspense>
  )
}
