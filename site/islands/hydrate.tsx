import { type ComponentType, type ReactNode, useEffect } from 'react'
import { type Root, hydrateRoot } from 'react-dom/client'
import { SiteContext } from '../SiteContext.tsx'
import { browserContext } from '../browserContext.ts'

/** Tells once its children's effects have run (a component's effects run after its children's). */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(() => {
    onLive()
  }, [onLive])
  return children
}

/** An island taken over by its component. */
export interface HydratedIsland {
  /** Its React root, for the whole app to end when it renders the page again. */
  root: Root
  /** Resolves once the island's effects have run. */
  live: Promise<void>
}

/**
 * Takes over an island's prerendered markup with its component, under the site's context. Once
 * `live` resolves, a form has taken in what a visitor typed before
 * (site/components/useTypedBeforeHydration.ts), so a press held for the island meets it whole.
 * A textarea's value is kept across the takeover: the runtime sets a textarea's value as it
 * hydrates, which would wipe that text before the form could take it in.
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType): HydratedIsland {
  const typed = [...element.querySelectorAll('textarea')].map(
    (field) => [field, field.value] as const,
  )
  let onLive = (): void => undefined
  const live = new Promise<void>((resolve) => {
    onLive = resolve
  })
  const root = hydrateRoot(
    element,
    <SiteContext value={browserContext()}>
      <Live onLive={onLive}>
        <Component />
      </Live>
    </SiteContext>,
  )
  for (const [field, value] of typed) field.value = value
  return { root, live }
}
