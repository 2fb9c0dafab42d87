import { Button, Callout, Card, Checkbox, H2, HTMLTable } from '@blueprintjs/core'
import { useState } from 'react'
import { readArchive } from '../../archive/readArchive.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import type { BackupOverview } from '../../platform/backups.ts'
import type { BackupControls } from '../../platform/desktop-api.ts'
import { ArchiveProblem, type Problem, problemOf } from './ArchiveProblem.tsx'
import { RestoreSteps } from './RestoreSteps.tsx'
import { useBackupOverview } from './useBackupOverview.ts'
import { useRestoreFlow } from './useRestoreFlow.ts'

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** What the backups are at: a failure of the last, the last one made, and their folder. */
function BackupState({ overview }: { overview: BackupOverview }) {
  const last = overview.backups[0]
  return (
    <>
      {overview.lastError && (
        <Callout intent="danger" title="The last backup failed" className="admin-callout">
          {overview.lastError} It is tried again in a few minutes.
        </Callout>
      )}
      <p>
        {overview.running
          ? 'Backing up now…'
          : last
            ? `Last backup: ${formatDateTime(last.createdAt)}, ${size(last.bytes)}.`
            : 'No backup yet.'}{' '}
        Folder: <code>{overview.folder}</code>
      </p>
    </>
  )
}

interface BackupTableProps {
  backups: BackupOverview['backups']
  /** A restore is being checked or written: no other may start. */
  busy: boolean
  onRestore: (name: string) => void
}

/** Every backup kept, newest first, each with Restore. */
function BackupTable({ backups, busy, onRestore }: BackupTableProps) {
  return (
    <div className="admin-table-scroll">
      <HTMLTable compact striped aria-label="Backups" className="archive-backups">
        <thead>
          <tr>
            <th scope="col">Made</th>
            <th scope="col">Size</th>
            <th scope="col">
              <span className="bp6-text-muted">Restore</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {backups.map((backup) => (
            <tr key={backup.name}>
              <td>{formatDateTime(backup.createdAt)}</td>
              <td>{size(backup.bytes)}</td>
              <td>
                <Button
                  size="small"
                  text="Restore…"
                  disabled={busy}
                  aria-label={`Restore the backup of ${formatDateTime(backup.createdAt)}`}
                  onClick={() => {
                    onRestore(backup.name)
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  )
}

/** The desktop app's automatic backups: the last one, the folder, and restoring one. */
export function BackupsCard({ backups }: { backups: BackupControls }) {
  const [overview, setOverview] = useBackupOverview(backups)
  const [problem, setProblem] = useState<Problem | null>(null)
  const flow = useRestoreFlow()
  const busy = flow.stage.kind === 'checking' || flow.stage.kind === 'writing'

  const act = async (work: () => Promise<unknown>) => {
    setProblem(null)
    try {
      await work()
    } catch (error) {
      setProblem(problemOf(error))
    }
  }
  const update = (work: () => Promise<BackupOverview>) =>
    act(async () => {
      setOverview(await work())
    })
  const restore = (name: string) =>
    void flow.check(async (onProgress) =>
      readArchive(await backups.readBackup(name), name, onProgress),
    )

  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Automatic backups</H2>
      <p className="admin-card-description">
        Once a day while this app runs, an archive of the site is saved on this computer; the newest
        14 are kept. Restore one here, or from the command line (see the README).
      </p>
      {overview === null ? (
        <p className="admin-hint">Loading…</p>
      ) : (
        <>
          <BackupState overview={overview} />
          <Checkbox
            checked={overview.personalData}
            label="Include personal data (enquiries and newsletter subscribers) in backups"
            onChange={(event) => {
              const include = event.currentTarget.checked
              void update(() => backups.setBackupPersonalData(include))
            }}
          />
          <div className="admin-actions">
            <Button
              icon="floppy-disk"
              text="Back Up Now"
              loading={overview.running}
              onClick={() => void update(() => backups.backUpNow())}
            />
            <Button
              icon="folder-open"
              text="Choose Folder…"
              onClick={() => void update(() => backups.chooseBackupFolder())}
            />
            <Button
              icon="folder-shared-open"
              text="Open Folder"
              onClick={() => void act(() => backups.openBackupFolder())}
            />
          </div>
          {problem && <ArchiveProblem problem={problem} title="That did not work" />}
          {overview.backups.length > 0 && (
            <BackupTable backups={overview.backups} busy={busy} onRestore={restore} />
          )}
          <RestoreSteps flow={flow} action="Restore" />
        </>
      )}
    </Card>
  )
}
