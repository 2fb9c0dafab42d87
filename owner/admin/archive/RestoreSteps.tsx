import { Button, Callout } from '@blueprintjs/core'
import { ArchiveProblem } from './ArchiveProblem.tsx'
import { ArchiveProgressBar } from './ArchiveProgressBar.tsx'
import { DryRunSummary } from './DryRunSummary.tsx'
import { PersonalDataChoice } from './PersonalDataChoice.tsx'
import type { useRestoreFlow } from './useRestoreFlow.ts'

interface RestoreStepsProps {
  flow: ReturnType<typeof useRestoreFlow>
  /** The confirm button's words: 'Restore', 'Import'. */
  action: string
}

/** The dry run, the progress and the outcome of a restore or an import. */
export function RestoreSteps({ flow, action }: RestoreStepsProps) {
  const { stage } = flow
  switch (stage.kind) {
    case 'idle':
      return null
    case 'checking':
      return <ArchiveProgressBar step={stage.step} idle="Reading the files" />
    case 'writing':
      return <ArchiveProgressBar step={stage.step} idle="Writing" />
    case 'failed':
      return (
        <>
          <ArchiveProblem
            problem={stage.problem}
            title={stage.during === 'check' ? 'These files cannot be used' : `${action} failed`}
          />
          <Button text="Start again" onClick={flow.reset} />
        </>
      )
    case 'done': {
      const rows = Object.values(stage.result.rows).reduce((sum, count) => sum + count, 0)
      const left = stage.notWritten
      return (
        <Callout
          intent={left.length === 0 ? 'success' : 'warning'}
          title={`${action} complete`}
          className="admin-callout"
        >
          Wrote {rows} rows and {stage.result.images} images.
          {left.length > 0 && (
            <>
              {' '}
              Not written, as the dry run said ({left.length}):
              <ul className="archive-conflicts" aria-label="Not written">
                {left.map((row) => (
                  <li key={row.id}>
                    “{row.name}”: {row.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Callout>
      )
    }
    case 'review':
      return (
        <section aria-label="Dry run">
          <p className="admin-hint">
            Dry run: nothing has been written yet. Check what would change, then confirm.
          </p>
          {stage.personalData !== null && (
            // Shown only for an archive that holds them: chosen at export, so restored unless unticked.
            <PersonalDataChoice
              checked={stage.personalData}
              label="Restore personal data: enquiries and newsletter subscribers"
              said={{
                checked:
                  'This archive holds people’s names, email addresses and messages; they are written back with the rest.',
                unchecked:
                  'The archive’s enquiries and newsletter subscribers are left out; those the site has stay as they are.',
              }}
              onChange={flow.setPersonalData}
            />
          )}
          <DryRunSummary
            report={stage.plan.report}
            importing={flow.importing}
            overwriteNewer={stage.overwriteNewer}
            onOverwriteNewer={flow.setOverwriteNewer}
          />
          <div className="admin-actions">
            {flow.writes === 0 ? (
              <p className="admin-hint">Nothing to write: the site already holds all of it.</p>
            ) : (
              <Button
                intent="primary"
                text={`${action} (${flow.writes} ${flow.writes === 1 ? 'change' : 'changes'})`}
                onClick={() => void flow.write()}
              />
            )}
            <Button text="Cancel" onClick={flow.reset} />
          </div>
        </section>
      )
  }
}
