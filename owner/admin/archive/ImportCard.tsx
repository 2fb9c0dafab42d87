import {
  Button,
  Card,
  Checkbox,
  FileInput,
  FormGroup,
  H2,
  Radio,
  RadioGroup,
} from '@blueprintjs/core'
import { useState } from 'react'
import { ArchiveError } from '../../archive/ArchiveError.ts'
import type { ImportResult, ImportSource } from '../../archive/importers/sourcePost.ts'
import type { ArchiveProgress } from '../../archive/progress.ts'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'
import { chosenTree, fileBytes } from './browserFiles.ts'
import { prepareInBrowser } from './browserImages.ts'
import { RestoreSteps } from './RestoreSteps.tsx'
import { type Source, useRestoreFlow } from './useRestoreFlow.ts'

interface Chosen {
  main: File[]
  extra: File[]
}

interface SourceSettings {
  label: string
  main: string
  accept: string
  extra: string | null
  folder: boolean
}

const SOURCES: Record<ImportSource, SourceSettings> = {
  wordpress: {
    label: 'WordPress',
    main: 'Export file (Tools → Export in WordPress, .xml)',
    accept: '.xml,text/xml,application/xml',
    extra: 'Uploads folder as a ZIP (optional: wp-content/uploads, for the images)',
    folder: false,
  },
  ghost: {
    label: 'Ghost',
    main: 'Export file (Settings → Labs → Export, .json or the full .zip)',
    accept: '.json,.zip,application/json,application/zip',
    extra: 'Images as a ZIP (optional: content/images)',
    folder: false,
  },
  markdown: {
    label: 'Markdown',
    main: 'Markdown files with front matter, images beside them: a ZIP, or a folder',
    accept: '.zip,application/zip',
    extra: null,
    folder: true,
  },
}

/** Said of an image the browser could not fetch: often the site that has it does not allow it. */
const BLOCKED_HINT =
  'its site may not let a browser fetch it: `npm run import` with --fetch-images can'

/** The import, with the images only on the web fetched into it when the owner asked. */
async function importWith(
  source: ImportSource,
  chosen: Chosen,
  fetchImages: boolean,
  onProgress: ArchiveProgress,
): Promise<Source> {
  const result = await importOf(source, chosen, onProgress)
  if (!fetchImages) return result
  const { fetchRemoteImages } = await import('../../archive/importers/remoteImages.ts')
  return fetchRemoteImages(result, { onProgress, blockedHint: BLOCKED_HINT })
}

async function importOf(
  source: ImportSource,
  chosen: Chosen,
  onProgress: ArchiveProgress,
): Promise<ImportResult> {
  const options = {
    sanitize: createPostSanitizer(window),
    prepareImage: prepareInBrowser,
    onProgress,
  }
  const [main] = chosen.main
  if (!main) throw new ArchiveError('Choose the file to import first.')
  const extra = await chosenTree(chosen.extra)
  // Each importer (and its XML, YAML or Markdown library) loads only when it is used.
  switch (source) {
    case 'wordpress': {
      const { importWordPress } = await import('../../archive/importers/wordpress.ts')
      return importWordPress({ ...options, xml: await main.text(), uploads: extra })
    }
    case 'ghost': {
      const { importGhostFile } = await import('../../archive/importers/ghostFile.ts')
      return importGhostFile(await fileBytes(main), main.name, extra, options)
    }
    case 'markdown': {
      const files = await chosenTree(chosen.main)
      if (!files) throw new ArchiveError('Choose the Markdown files first.')
      const { importMarkdown } = await import('../../archive/importers/markdown.ts')
      return importMarkdown({ ...options, files })
    }
  }
}

const fileLabel = (files: readonly File[], none: string) =>
  files.length === 0 ? none : files.length === 1 ? files[0]?.name : `${files.length} files`

interface SourceFilesProps {
  settings: SourceSettings
  chosen: Chosen
  busy: boolean
  onPick: (part: keyof Chosen, files: FileList | null) => void
}

/** The source's files: its export (or, for Markdown, a folder), and its images as a ZIP. */
function SourceFiles({ settings, chosen, busy, onPick }: SourceFilesProps) {
  return (
    <>
      <FormGroup label={settings.main} labelFor="import-main">
        <FileInput
          disabled={busy}
          text={fileLabel(chosen.main, 'Choose a file…')}
          hasSelection={chosen.main.length > 0}
          inputProps={{ id: 'import-main', accept: settings.accept }}
          onInputChange={(event) => {
            onPick('main', event.currentTarget.files)
          }}
        />
        {settings.folder && (
          <FileInput
            className="archive-folder-input"
            disabled={busy}
            text="…or choose a folder"
            inputProps={{
              'aria-label': 'Markdown folder',
              // A folder picker: every file in the folder, with its path.
              ...{ webkitdirectory: '' },
            }}
            onInputChange={(event) => {
              onPick('main', event.currentTarget.files)
            }}
          />
        )}
      </FormGroup>
      {settings.extra && (
        <FormGroup label={settings.extra} labelFor="import-extra">
          <FileInput
            disabled={busy}
            text={fileLabel(chosen.extra, 'Choose a ZIP…')}
            hasSelection={chosen.extra.length > 0}
            inputProps={{ id: 'import-extra', accept: '.zip,application/zip' }}
            onInputChange={(event) => {
              onPick('extra', event.currentTarget.files)
            }}
          />
        </FormGroup>
      )}
    </>
  )
}

/** Import: posts from WordPress, Ghost or Markdown files, after a dry run. */
export function ImportCard() {
  const flow = useRestoreFlow({ importing: true })
  const [source, setSource] = useState<ImportSource>('wordpress')
  const [chosen, setChosen] = useState<Chosen>({ main: [], extra: [] })
  const [fetchImages, setFetchImages] = useState(false)
  const busy = flow.stage.kind === 'checking' || flow.stage.kind === 'writing'
  const settings = SOURCES[source]

  const pick = (part: keyof Chosen, files: FileList | null) => {
    setChosen({ ...chosen, [part]: files ? [...files] : [] })
    flow.reset()
  }

  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Import from elsewhere</H2>
      <p className="admin-card-description">
        Posts from another blog, with their tags, dates, drafts and images. HTML is cleaned as every
        post is; images only on the web are listed, and fetched only when ticked below.
      </p>
      <RadioGroup
        label="From"
        inline
        disabled={busy}
        selectedValue={source}
        onChange={(event) => {
          const value = event.currentTarget.value
          if (value === 'wordpress' || value === 'ghost' || value === 'markdown') {
            setSource(value)
            setChosen({ main: [], extra: [] })
            flow.reset()
          }
        }}
      >
        {Object.entries(SOURCES).map(([value, { label }]) => (
          <Radio key={value} value={value} label={label} />
        ))}
      </RadioGroup>
      <SourceFiles settings={settings} chosen={chosen} busy={busy} onPick={pick} />
      <Checkbox
        checked={fetchImages}
        disabled={busy}
        label="Fetch images that are only on the web, and store them with the posts"
        onChange={(event) => {
          setFetchImages(event.currentTarget.checked)
          flow.reset()
        }}
      />
      <p className="admin-hint">
        {fetchImages
          ? 'Each image the posts link on another site is downloaded before the dry run; one that cannot be stays linked there and is listed with why.'
          : 'Nothing is downloaded: images the posts link on another site stay linked there, and are listed.'}
      </p>
      {flow.stage.kind === 'idle' && (
        <Button
          intent="primary"
          text="Check what would be imported"
          disabled={chosen.main.length === 0}
          onClick={() =>
            void flow.check((onProgress) => importWith(source, chosen, fetchImages, onProgress))
          }
        />
      )}
      <RestoreSteps flow={flow} action="Import" />
    </Card>
  )
}
