import { Link, useLocation } from 'react-router-dom'

/**
 * The owner's sign-in and admin screens load here, in their own chunk, away from the public
 * pages. They are not part of this build yet.
 */
export function OwnerArea() {
  const { pathname } = useLocation()
  return (
    <section className="page-intro page-intro--center">
      <title>Owner area</title>
      <div className="container">
        <p className="eyebrow">Owner area</p>
        <h1>Not available yet</h1>
        <p className="lead">The owner's screens for {pathname} are not part of this build yet.</p>
        <Link to="/" className="button button--primary">
          Return to Home
        </Link>
      </div>
    </section>
  )
}
