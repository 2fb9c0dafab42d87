import { Suspense, lazy, useEffect, useRef, useState } from 'react'

// Nothing of search is part of a page until a visitor reaches for it: the dialog's code, and
// through it Pagefind's script, worker and index, load on hover, focus or the '/' key.
const loadDialog = () => import('./SearchDialog.tsx')
const SearchDialog = lazy(async () => ({ default: (await loadDialog()).SearchDialog }))

function prepare(): void {
  void loadDialog().then((module) => {
    module.prepareSearch()
  })
}

/** Whether a key goes to something the visitor is typing into. */
function typingInto(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select') !== null)
  )
}

/** The header's search button (and the '/' key, when not typing), opening the search dialog. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.defaultPrevented || typingInto(event.target)) return
      event.preventDefault()
      setOpen(true)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
    }
  }, [])

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--ghost search-launcher"
        aria-keyshortcuts="/"
        aria-label="Search"
        aria-haspopup="dialog"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          setOpen(true)
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="search-launcher__label">Search</span>
        <kbd className="search-launcher__key" aria-hidden="true">
          /
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog
            onClose={() => {
              setOpen(false)
              button.current?.focus()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
