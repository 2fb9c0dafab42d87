import { Button, Callout, Card, FormGroup, InputGroup, TextArea } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { type SyntheticEvent, useState } from 'react'
import { usePlatform } from '../../owner/ui/PlatformContext.ts'
import { useToaster } from '../../owner/ui/Toaster.tsx'
import { AdminPageHeader } from '../../owner/ui/AdminPageHeader.tsx'
import { BackupsCard } from '../../owner/admin/archive/BackupsCard.tsx'
import { checkBackend } from './checkBackend.ts'
import { desktopSettingsQuery } from './desktopSettingsQuery.ts'
import { offlineQueries } from '../../owner/data/offline/queries.ts'
import { LOCAL_BACKEND } from '../../shared/config/siteConfig.ts'
import type {
  DesktopApi,
  DesktopSettings,
  SecretStorageKind,
} from '../../owner/platform/desktop-api.ts'
import { NO_ENCRYPTION_WARNING } from './noEncryptionWarning.ts'

interface SettingsScreenProps {
  desktop: DesktopApi
  secretStorage: SecretStorageKind
}

/**
 * /settings: which backend the app works with (the local one, or the hosted Supabase project).
 * New settings are tried with a request to that backend before they are saved; the app then
 * starts again with them.
 */
export function SettingsScreen({ desktop, secretStorage }: SettingsScreenProps) {
  const platform = usePlatform()
  const toast = useToaster()
  const saved = useQuery(desktopSettingsQuery(desktop))
  const changes = useQuery(offlineQueries.changes(platform.drafts))
  const [edited, setEdited] = useState<DesktopSettings | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const values = edited ?? saved.data ?? { backendUrl: '', anonKey: '' }
  const waiting = changes.data?.length ?? 0

  const edit = (change: Partial<DesktopSettings>) => {
    setEdited({ ...values, ...change })
    setProblem(null)
  }

  const save = async (event: SyntheticEvent) => {
    event.preventDefault()
    setBusy(true)
    const found = await checkBackend(values)
    if (found.problem !== null) {
      setProblem(found.problem)
      setBusy(false)
      return
    }
    try {
      await desktop.saveSettings(found.settings)
      toast({ title: 'Settings saved', description: 'The app starts again with them.' })
      window.location.hash = '#/'
      window.location.reload()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
      setBusy(false)
    }
  }

  return (
    <div className="admin-page">
      <AdminPageHeader title="Settings" subtitle="Where this app keeps the site's content" />
      {secretStorage === 'memory' && (
        <Callout intent="warning" className="admin-callout">
          {NO_ENCRYPTION_WARNING}
        </Callout>
      )}
      <Card elevation={1} className="admin-card">
        <form className="admin-form" noValidate onSubmit={(event) => void save(event)}>
          <FormGroup
            label="Backend URL"
            labelFor="settings-backend-url"
            helperText="Your Supabase project's address, such as https://abcd.supabase.co"
          >
            <InputGroup
              id="settings-backend-url"
              value={values.backendUrl}
              onValueChange={(backendUrl) => {
                edit({ backendUrl })
              }}
            />
          </FormGroup>
          <FormGroup
            label="Anon key"
            labelFor="settings-anon-key"
            helperText="The project's public anon key (Project Settings, API)"
          >
            <TextArea
              id="settings-anon-key"
              fill
              rows={3}
              value={values.anonKey}
              onChange={(event) => {
                edit({ anonKey: event.target.value })
              }}
            />
          </FormGroup>
          {waiting > 0 && (
            <Callout intent="warning" className="admin-callout">
              {waiting} {waiting === 1 ? 'change is' : 'changes are'} waiting to sync to the current
              backend. They stay on this computer and sync when you switch back to it.
            </Callout>
          )}
          {problem && (
            <Callout intent="danger" className="admin-callout" role="alert">
              {problem}
            </Callout>
          )}
          <div className="admin-actions">
            <Button type="submit" intent="primary" text="Test and Save" loading={busy} />
            <Button
              text="Use the local backend"
              disabled={busy}
              onClick={() => {
                edit({ backendUrl: LOCAL_BACKEND.url, anonKey: LOCAL_BACKEND.anonKey })
              }}
            />
          </div>
        </form>
      </Card>
      <BackupsCard backups={desktop} />
    </div>
  )
}
