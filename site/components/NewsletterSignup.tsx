import { type SyntheticEvent, useId, useRef, useState } from 'react'
import { subscribeToNewsletter } from '../../shared/backend/newsletterSignup.ts'
import { toBackendError } from '../../shared/backend/errors.ts'
import { useSite } from '../SiteContext.tsx'
import { EmailLink } from './EmailLink.tsx'
import { HoneypotField } from './HoneypotField.tsx'
import { useTypedBeforeHydration } from './useTypedBeforeHydration.ts'

type State =
  | { kind: 'idle' | 'sending' }
  | { kind: 'done'; message: string }
  /** `refused`: the function turned the address down, and its message says why. */
  | { kind: 'failed'; message: string; refused: boolean }

/** "Get new posts by email": a double opt-in that asks the visitor to confirm from their inbox. */
export function NewsletterSignup() {
  const { backend, site } = useSite()
  const [email, setEmail] = useState('')
  const [website, setWebsite] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(form, (typed) => {
    if (typed.email !== undefined) setEmail(typed.email)
    if (typed.website !== undefined) setWebsite(typed.website)
  })

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    setState({ kind: 'sending' })
    try {
      const message = await subscribeToNewsletter(backend.functions, email, website)
      setState({ kind: 'done', message })
      setEmail('')
    } catch (error) {
      const { status, message } = toBackendError(error)
      const refused = status === 400
      setState({
        kind: 'failed',
        message: refused ? message : 'Subscribing failed. Please try again later.',
        refused,
      })
    }
  }

  return (
    <section className="newsletter" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Get new posts by email</h2>
      <p>One email when a new post is published. Unsubscribe with one click at any time.</p>
      <p className="no-script">
        Subscribing here needs JavaScript, which is off in this browser. The{' '}
        <a href="/rss.xml">RSS feed</a> brings new posts without it.
      </p>
      <form ref={form} className="newsletter__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
          }}
        />
        <HoneypotField value={website} onChange={setWebsite} />
        <button
          type="submit"
          className="button button--primary"
          disabled={state.kind === 'sending'}
        >
          {state.kind === 'sending' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
      {(state.kind === 'done' || state.kind === 'failed') && (
        <p className={state.kind === 'failed' ? 'form-error' : 'form-success'} role="status">
          {state.message}
          {state.kind === 'failed' && !state.refused && (
            <>
              {' '}
              You can also write to me directly at <EmailLink address={site.email} />.
            </>
          )}
        </p>
      )}
    </section>
  )
}
