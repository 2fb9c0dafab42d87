import { type ComponentType, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { SiteContext } from '../SiteContext.tsx'
import { browserContext } from '../browserContext.ts'

/** Tells once its children's effects have run (a component's effects run after its children's). */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(() => {
    onLive()
  }, [onLive])
  return children
}

/**
 * Takes over an island's prerendered markup with its component, under the site's context, and
 * resolves once the island's effects have run: a form has by then taken in what a visitor typed
 * before (site/components/useTypedBeforeHydration.ts), so a press held for the island meets it
 * whole. A textarea's value is kept across the takeover: the runtime sets a textarea's value as
 * it hydrates, which would wipe that text before the form could take it in.
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType): Promise<void> {
  const typed = [...element.querySelectorAll('textarea')].map(
    (field) => [field, field.value] as const,
  )
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <SiteContext value={browserContext()}>
        <Live onLive={resolve}>
          <Component />
        </Live>
      </SiteContext>,
    )
    for (const [field, value] of typed) field.value = value
  })
}
