import {
  APP_FAILED_EVENT,
  APP_RENDERED_EVENT,
  APP_WILL_RENDER_EVENT,
  ISLAND_ATTRIBUTE,
} from './markup.ts'

/** The element of the app's render that stands where a given element of the built page stood. */
export type Counterpart = (element: Element) => Element | null

const CONTROLS = 'button, input, select, summary, textarea'

const islandsIn = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`),
]

/**
 * Lets the whole app render a page built as islands again (its data changed since the build)
 * without losing what the visitor did meanwhile: text typed into a field, a box ticked, and
 * where the keyboard was are carried to the same places of the app's render, and the answer
 * finds the counterpart of a control whose click was held.
 */
export async function handOver(renderApp: () => Promise<unknown>): Promise<Counterpart> {
  const builtIslands = islandsIn(document)
  const focusedBeforeRender = new Promise<Element | null>((resolve) => {
    window.addEventListener(
      APP_WILL_RENDER_EVENT,
      () => {
        resolve(document.activeElement)
      },
      {
        once: true,
      },
    )
  })
  const rendered = new Promise<void>((resolve, reject) => {
    window.addEventListener(
      APP_RENDERED_EVENT,
      () => {
        resolve()
      },
      { once: true },
    )
    window.addEventListener(
      APP_FAILED_EVENT,
      () => {
        reject(new Error('The app could not render the page'))
      },
      { once: true },
    )
  })
  await renderApp()
  await rendered
  const focused = await focusedBeforeRender

  const renderedIslands = islandsIn(document)
  const counterpart: Counterpart = (element) => {
    const island = element.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)
    if (!island) return null
    const twin = renderedIslands[builtIslands.indexOf(island)]
    if (twin?.getAttribute(ISLAND_ATTRIBUTE) !== island.getAttribute(ISLAND_ATTRIBUTE)) return null
    const key = controlKey(element)
    const alike = (root: HTMLElement) =>
      [...root.querySelectorAll(CONTROLS)].filter((control) => controlKey(control) === key)
    return alike(twin)[alike(island).indexOf(element)] ?? null
  }
  for (const island of builtIslands) {
    for (const field of island.querySelectorAll(CONTROLS)) carryInput(field, counterpart(field))
  }
  const refocus = focused && focused !== document.body ? counterpart(focused) : null
  if (refocus instanceof HTMLElement) refocus.focus()
  return counterpart
}

/**
 * What tells a control from its neighbours, so that it is found again where the page's new data
 * added or removed others beside it (a tag chip more in a list's filters).
 */
function controlKey(control: Element): string {
  const name = [
    control.id,
    control.getAttribute('name'),
    control.getAttribute('aria-label'),
    control.textContent.trim(),
  ].find(Boolean)
  return `${control.tagName} ${name ?? ''}`
}

/**
 * Gives the app's field what the visitor put in the built one, through the events the app
 * listens to (a value set directly would be overwritten by the app's own state).
 */
function carryInput(built: Element, rendered: Element | null): void {
  if (built instanceof HTMLInputElement && rendered instanceof HTMLInputElement) {
    if (built.type === 'checkbox' || built.type === 'radio') {
      if (rendered.checked !== built.checked) rendered.click()
    } else typeInto(rendered, HTMLInputElement.prototype, built)
  } else if (built instanceof HTMLTextAreaElement && rendered instanceof HTMLTextAreaElement) {
    typeInto(rendered, HTMLTextAreaElement.prototype, built)
  }
}

function typeInto(
  rendered: Element,
  prototype: HTMLInputElement | HTMLTextAreaElement,
  built: { value: string; defaultValue: string },
): void {
  if (built.value === built.defaultValue) return
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(rendered, built.value)
  rendered.dispatchEvent(new Event('input', { bubbles: true }))
}
