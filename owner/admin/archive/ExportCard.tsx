import { Button, Card, H2 } from '@blueprintjs/core'
import { useState } from 'react'
import { archiveFileName } from '../../archive/archive.ts'
import { exportArchiveFile } from '../../archive/exportArchive.ts'
import type { ArchiveStep } from '../../archive/progress.ts'
import { createArchiveBackend } from '../../../shared/backend/archiveBackend.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { downloadFile } from '../list/downloadFile.ts'
import { ArchiveProblem, type Problem, problemOf } from './ArchiveProblem.tsx'
import { ArchiveProgressBar } from './ArchiveProgressBar.tsx'
import { PersonalDataChoice } from './PersonalDataChoice.tsx'

/** The public site's address when the screens run on it; '' in the desktop app. */
const siteAddress = () => (/^https?:$/.test(window.location.protocol) ? window.location.origin : '')

/** Export: one ZIP of everything the owner owns, downloaded (or saved through a dialog). */
export function ExportCard() {
  const client = useBackend()
  const [personalData, setPersonalData] = useState(false)
  const [running, setRunning] = useState<{ step: ArchiveStep | null } | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)

  const run = async () => {
    setProblem(null)
    setRunning({ step: null })
    try {
      const bytes = await exportArchiveFile(createArchiveBackend(client), {
        siteUrl: siteAddress(),
        personalData,
        onProgress: (step) => {
          setRunning({ step })
        },
      })
      downloadFile(archiveFileName(new Date()), bytes, 'application/zip')
    } catch (error) {
      setProblem(problemOf(error))
    } finally {
      setRunning(null)
    }
  }

  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Export</H2>
      <p className="admin-card-description">
        One ZIP file of all the site’s content and images, with every post also as a Markdown file,
        readable without this app.
      </p>
      <PersonalDataChoice
        checked={personalData}
        disabled={running !== null}
        label="Include personal data: enquiries and newsletter subscribers"
        said={{
          checked:
            'The archive will hold people’s names, email addresses and messages: keep it safe.',
          unchecked: 'Enquiries and newsletter subscribers are left out.',
        }}
        onChange={setPersonalData}
      />
      {problem && <ArchiveProblem problem={problem} title="The export failed" />}
      {running ? (
        <ArchiveProgressBar step={running.step} idle="Starting the export" />
      ) : (
        <Button intent="primary" icon="download" text="Export" onClick={() => void run()} />
      )}
    </Card>
  )
}
