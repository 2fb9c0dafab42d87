import type { Root } from 'react-dom/client'
import { readPrerenderedState } from '../prerenderedState.ts'
import { APP_ENTRY_ID, EMBED_VIDEO, ISLAND_ATTRIBUTE, LIVE_ATTRIBUTE } from './markup.ts'
import { prefetchOnIntent } from './prefetch.ts'
import type { IslandName } from './islandName.ts'
import { ISLANDS } from './registry.ts'

/**
 * The only script a prerendered public page runs before a visitor acts (see site/islands/): it
 * wakes each island when its registry entry says, holds a click that comes before an island is
 * live and gives it to the island once it is, prefetches pages on intent, and, beside all that,
 * checks whether the page's data changed since the build. Nothing here waits on the network:
 * the page as built is the floor, and the check can only bring newer content.
 */

/** What a visitor reaching for an island does first. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const
/** Controls whose click waits for their island (links need no island). */
const CONTROL = 'button, input, select, summary'
/** What tells that the visitor has started using the page, not only reading it. */
const ACTING_EVENTS = ['pointerdown', 'keydown', 'input', 'focusin'] as const

function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name)
}

/** The islands' React roots, for the whole app to end should it render the page again. */
const islandRoots: Root[] = []
let visitorActed = false
for (const type of ACTING_EVENTS) {
  document.addEventListener(
    type,
    () => {
      visitorActed = true
    },
    { capture: true, once: true, passive: true },
  )
}

/**
 * Renders the page again with the whole app when the content stamp says its data changed since
 * the build (one small request with a short time limit), as long as the visitor has not started
 * using the page: what they are doing is never reset under them. When the stamp cannot be read,
 * the page stays as built.
 */
async function bringUpToDate(): Promise<void> {
  const state = readPrerenderedState(document)
  const app = document.getElementById(APP_ENTRY_ID)?.textContent
  if (!state || !app) return
  try {
    const { pageChangedSinceBuild } = await import('./freshness.ts')
    if (!(await pageChangedSinceBuild(state))) return
    const { handOver } = await import('./handover.ts')
    await handOver(
      { visitorActed: () => visitorActed, islandRoots },
      () => import(/* @vite-ignore */ JSON.parse(app) as string),
    )
  } catch (error) {
    // The app could not load (offline, or a new build replaced it): the page stays as built.
    console.warn('The page could not be brought up to date:', error)
  }
}

/**
 * Resolves in a task of its own: each island hydrates in its own task, so the page stays
 * responsive between them and no single task holds the main thread for the header, the booking
 * dialog and the toasts together (Lighthouse counts what a task takes past 50 ms as blocking).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

function watch(element: HTMLElement): void {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? ''
  if (!isIslandName(name)) return
  const entry = ISLANDS[name]
  // Every press before the island is live, in order: two tag chips pressed quickly are two filters.
  const held: HTMLElement[] = []
  let waking: Promise<void> | null = null

  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null
    if (!(control instanceof HTMLElement)) return
    event.preventDefault()
    event.stopPropagation()
    held.push(control)
    wake()
  }
  const wake = () => {
    waking ??= Promise.all([import('./hydrate.tsx'), entry.load()])
      .then(async ([{ hydrateIsland }, Component]) => {
        await nextTask()
        // The whole app rendered the page again meanwhile: this markup is no longer shown.
        if (!element.isConnected) return
        const island = hydrateIsland(element, Component)
        islandRoots.push(island.root)
        // Presses stay held until the island's effects have run: a form's handlers are
        // attached as it hydrates, before it has taken in what was typed.
        await island.live
        element.removeEventListener('click', hold, true)
        element.setAttribute(LIVE_ATTRIBUTE, '')
        // One press per task, so each meets the island as the one before it left it.
        for (const control of held) {
          control.click()
          await nextTask()
        }
      })
      .catch((error: unknown) => {
        // Offline, or a new build replaced the chunk: the next reach tries again.
        console.warn(`The ${name} island could not load:`, error)
        waking = null
      })
  }

  element.addEventListener('click', hold, true)
  // A page was built for its address without a query string: with one, an island may render
  // differently (a list's tag filters), so every island wakes at once.
  // Each in a task of its own: starting a module's load is work for the main thread too.
  if (entry.hydration === 'load' || window.location.search !== '') void nextTask().then(wake)
  else for (const type of INTENT_EVENTS) element.addEventListener(type, wake, { passive: true })
}

// From here on a control's click is held for its island rather than lost (controls.css).
document.documentElement.dataset.hydrated = ''
for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  // An island inside another is taken over with it.
  if (!element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) watch(element)
}
prefetchOnIntent()
void bringUpToDate()
// A post's video embeds get their facade's few lines, on the pages that have one.
if (document.querySelector(EMBED_VIDEO)) {
  void import('../../shared/postView/embedFacade.ts').then((facade) => {
    facade.watchEmbeds()
  })
}
