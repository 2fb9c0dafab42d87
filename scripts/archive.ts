import { rename, readFile, writeFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { JSDOM } from 'jsdom'
import { ArchiveError } from '../owner/archive/ArchiveError.ts'
import { applyRestore } from '../owner/archive/applyRestore.ts'
import { exportArchiveFile } from '../owner/archive/exportArchive.ts'
import { type ImportedArchive, planImport } from '../owner/archive/importPlan.ts'
import { readArchive } from '../owner/archive/readArchive.ts'
import { holdsPersonalData, planRestore } from '../owner/archive/restorePlan.ts'
import { type ArchiveBackend, createArchiveBackend } from '../shared/backend/archiveBackend.ts'
import { readSiteConfig } from '../shared/config/siteConfig.ts'
import { createPostSanitizer } from '../shared/content/sanitizePostHtml.ts'
import { connect } from './archive/connect.ts'
import { readImport } from './archive/inputs.ts'
import { type Mode, USAGE, UsageError, parseArchiveArgs } from './archive/options.ts'
import { progressPrinter } from './archive/progress.ts'
import { type Prompter, terminalPrompter } from './archive/prompt.ts'
import { describeNotWritten, describeReport } from './archive/report.ts'
import { hasNewerCopies, rowsNotWritten, writesOf } from '../owner/archive/restoreSummary.ts'

/**
 * `npm run export | restore | import`: the owner's archive from the command line. See USAGE in
 * scripts/archive/options.ts; the same engines as the owner's screens do the work.
 */

const say = (line: string) => process.stderr.write(`${line}\n`)
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Writes beside the target, then renames: an interrupted export never leaves half a file. */
async function writeWhole(path: string, bytes: Uint8Array): Promise<void> {
  const partial = `${path}.partial`
  await writeFile(partial, bytes)
  await rename(partial, path)
}

async function confirmed(mode: Mode, prompter: Prompter): Promise<boolean> {
  if (mode === 'yes') return true
  if (mode === 'dry-run') {
    say('Dry run: nothing was written.')
    return false
  }
  if (!process.stdin.isTTY) {
    say('Nothing was written: run again with --yes to write these changes.')
    return false
  }
  const answer = await prompter.ask('Write these changes? [y/N] ')
  if (/^y(es)?$/i.test(answer)) return true
  say('Nothing was written.')
  return false
}

/**
 * What `restore` writes: an archive read from a file, or an import (with its posts' earlier
 * ids), which is fitted to what the backend holds first.
 */
type Source = ImportedArchive & { isImport: boolean }

async function restore(
  backend: ArchiveBackend,
  source: Source,
  options: { mode: Mode; overwriteNewer: boolean; personalData?: boolean },
  prompter: Prompter,
): Promise<void> {
  const onProgress = progressPrinter()
  const { archive, notes } = source
  const plan = source.isImport
    ? await planImport(backend, source, { onProgress, personalData: options.personalData })
    : await planRestore(backend, archive, {
        notes,
        onProgress,
        personalData: options.personalData,
      })
  if (options.personalData === false && holdsPersonalData(archive)) {
    say('The archive’s enquiries and newsletter subscribers are left out (--no-personal-data).')
  }
  for (const line of describeReport(plan.report, source.isImport)) say(line)
  if (hasNewerCopies(plan.report) && !options.overwriteNewer) {
    say(
      source.isImport
        ? 'The images already stored that this import would change are kept; --overwrite replaces them.'
        : 'What changed in the backend after the archive was made is kept; --overwrite-newer replaces it.',
    )
  }
  if (writesOf(plan.report, options.overwriteNewer) === 0) {
    say('Nothing to write: the backend already holds all of it.')
    return
  }
  if (!(await confirmed(options.mode, prompter))) return
  const result = await applyRestore(backend, plan, {
    overwriteNewer: options.overwriteNewer,
    onProgress,
  })
  const rows = Object.values(result.rows).reduce((sum, count) => sum + count, 0)
  say(`Wrote ${rows} rows and ${result.images} images.`)
  for (const line of describeNotWritten(rowsNotWritten(plan.report, options.overwriteNewer))) {
    say(line)
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2)
  const parsed = parseArchiveArgs(command, args, process.env)
  if (parsed === 'help') {
    process.stdout.write(USAGE)
    return
  }
  const { task, connection } = parsed
  // The file is read and checked first: a damaged one is refused before anyone signs in.
  const source: Source | null =
    task.command === 'restore'
      ? {
          ...(await readArchive(await readFile(task.file), basename(task.file), progressPrinter())),
          earlierIds: new Map(),
          isImport: false,
        }
      : task.command === 'import'
        ? {
            ...(await readImport(task.input, createPostSanitizer(new JSDOM('').window), {
              fetchImages: task.fetchImages,
              onProgress: progressPrinter(),
            })),
            isImport: true,
          }
        : null
  const prompter = terminalPrompter()
  const owner = await connect(connection, prompter).catch((failure: unknown) => {
    prompter.close()
    throw failure
  })
  try {
    const backend = createArchiveBackend(owner.client)
    if (task.command === 'export') {
      const bytes = await exportArchiveFile(backend, {
        siteUrl: task.siteUrl ?? readSiteConfig(process.env).siteUrl,
        personalData: task.personalData,
        onProgress: progressPrinter(),
      })
      await writeWhole(task.out, bytes)
      const personal = task.personalData ? ', with enquiries and subscribers' : ''
      say(`Wrote ${task.out} (${size(bytes.length)})${personal}.`)
    } else if (source) {
      await restore(backend, source, task, prompter)
    }
  } finally {
    prompter.close()
    await owner.close()
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    say(`${error.message}\n`)
    say(USAGE)
    process.exitCode = 2
    return
  }
  say(error instanceof ArchiveError || error instanceof Error ? error.message : String(error))
  process.exitCode = 1
})
