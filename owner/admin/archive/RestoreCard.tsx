import { Card, FileInput, FormGroup, H2 } from '@blueprintjs/core'
import { readArchive } from '../../archive/readArchive.ts'
import { fileBytes } from './browserFiles.ts'
import { RestoreSteps } from './RestoreSteps.tsx'
import { useRestoreFlow } from './useRestoreFlow.ts'

/** Restore: an archive made by Export (or a backup) back into this site, after a dry run. */
export function RestoreCard() {
  const flow = useRestoreFlow()
  const busy = flow.stage.kind === 'checking' || flow.stage.kind === 'writing'

  const choose = (file: File | undefined) => {
    if (!file) return
    void flow.check(async (onProgress) => readArchive(await fileBytes(file), file.name, onProgress))
  }

  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Restore from an archive</H2>
      <p className="admin-card-description">
        Puts an exported archive or a backup back. You see what would change before anything is
        written; a damaged archive writes nothing.
      </p>
      <FormGroup label="Archive (.zip)" labelFor="restore-archive">
        <FileInput
          disabled={busy}
          text="Choose an archive…"
          inputProps={{ id: 'restore-archive', accept: '.zip,application/zip' }}
          onInputChange={(event) => {
            choose(event.currentTarget.files?.[0])
            event.currentTarget.value = ''
          }}
        />
      </FormGroup>
      <RestoreSteps flow={flow} action="Restore" />
    </Card>
  )
}
