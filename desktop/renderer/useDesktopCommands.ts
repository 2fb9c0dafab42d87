import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToaster } from '../../owner/ui/Toaster.tsx'
import { useSync } from '../../owner/offline/queue/SyncContext.ts'
import { flushAllDrafts } from '../../owner/offline/store/draftFlushers.ts'
import type { DesktopApi } from '../../owner/platform/desktop-api.ts'
import { syncSummary } from './syncSummary.ts'

/** The form the owner is working in (the one holding the focus), else the screen's only form. */
function activeForm(): HTMLFormElement | null {
  return document.activeElement?.closest('form') ?? document.querySelector('form.admin-form')
}

/**
 * The menu's commands (New Post, Save, Sync Now and their shortcuts), and the close handshake:
 * before the window closes, every open form writes its draft.
 */
export function useDesktopCommands(desktop: DesktopApi): void {
  const navigate = useNavigate()
  const toast = useToaster()
  const { syncNow } = useSync()

  useEffect(
    () =>
      desktop.onCommand((command) => {
        if (command === 'new-post') void navigate('/blog-admin/new')
        else if (command === 'save') activeForm()?.requestSubmit()
        else {
          void syncNow().then((report) => {
            toast(syncSummary(report))
          })
        }
      }),
    [desktop, navigate, syncNow, toast],
  )

  useEffect(() => desktop.onBeforeClose(flushAllDrafts), [desktop])
}
