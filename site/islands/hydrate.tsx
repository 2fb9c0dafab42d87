import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { SiteContext } from '../SiteContext.tsx'
import { browserContext } from '../browserContext.ts'

/**
 * Takes over an island's prerendered markup with its component, under the site's context. A
 * textarea's value is kept across it: the runtime sets a textarea's value as it hydrates, which
 * would wipe what a visitor typed before (site/components/useTypedBeforeHydration.ts then keeps
 * it in the form's state).
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType): void {
  const typed = [...element.querySelectorAll('textarea')].map(
    (field) => [field, field.value] as const,
  )
  hydrateRoot(
    element,
    <SiteContext value={browserContext()}>
      <Component />
    </SiteContext>,
  )
  for (const [field, value] of typed) field.value = value
}
