import type { Root } from 'react-dom/client'
import { APP_WILL_RENDER_EVENT } from './markup.ts'

/** What the islands know of the page when the whole app would render it again. */
interface BuiltPage {
  /** The visitor has started using the page (pressed, typed or moved focus). */
  visitorActed: () => boolean
  /** The islands that are live, each with the React root the app's render replaces. */
  islandRoots: readonly Root[]
}

/**
 * Lets the whole app render again a page built as islands whose data changed since the build,
 * unless the visitor has started using the page by the moment it would: the app's render
 * replaces the page's markup, which would close an open dialog, drop a sending form's answer
 * or move what is being read. Then the page stays as it is, and a quiet line offers the latest
 * version. Asked once before the app loads and again just before it renders
 * (APP_WILL_RENDER_EVENT, which the app leaves undone when it is cancelled); when it goes
 * ahead, the islands' roots end first, so no island keeps listening on a page it left.
 */
export async function handOver(page: BuiltPage, loadApp: () => Promise<unknown>): Promise<void> {
  if (page.visitorActed()) {
    offerLatestVersion()
    return
  }
  window.addEventListener(
    APP_WILL_RENDER_EVENT,
    (event) => {
      if (page.visitorActed()) {
        event.preventDefault()
        offerLatestVersion()
        return
      }
      for (const root of page.islandRoots) root.unmount()
    },
    { once: true },
  )
  await loadApp()
}

/** A line at the foot of the window: the page changed since it was built, and how to see it. */
function offerLatestVersion(): void {
  const note = document.createElement('div')
  note.className = 'page-note'
  note.setAttribute('role', 'status')
  const text = document.createElement('p')
  text.textContent = 'This page has been updated since you opened it.'
  const reload = document.createElement('button')
  reload.type = 'button'
  reload.className = 'button button--secondary'
  reload.textContent = 'Show the latest version'
  reload.addEventListener('click', () => {
    window.location.reload()
  })
  const dismiss = document.createElement('button')
  dismiss.type = 'button'
  dismiss.className = 'icon-button'
  dismiss.setAttribute('aria-label', 'Dismiss')
  dismiss.textContent = '×'
  dismiss.addEventListener('click', () => {
    note.remove()
  })
  note.append(text, reload, dismiss)
  document.body.append(note)
}
