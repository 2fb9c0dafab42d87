import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { IMAGE_BUCKETS } from '../../../owner/archive/archive.ts'
import { ARCHIVE_TABLES } from '../../../owner/archive/tables.ts'
import { IMAGE_COLUMNS } from '../../../shared/backend/imageColumns.ts'
import { PRODUCT_CONTRACT } from '../../../supabase/local/contract.ts'

/**
 * The product contract (supabase/local/contract.ts) against the code: every table, RPC, bucket
 * and Edge Function the product's code names is an entry, and every entry is named somewhere.
 * A call whose name is not written out where it is made is listed in DYNAMIC_CALLS with where
 * its names come from, so a new one fails here until it is.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url))
const PRODUCT_FOLDERS = ['shared', 'owner', 'site', 'desktop', 'scripts', 'supabase/functions']
/** Classes with a static `from` of their own. */
const NOT_CLIENTS = new Set(['Array', 'Buffer', 'Uint8Array'])

type Kind = 'table' | 'rpc' | 'bucket' | 'function'

interface Named {
  kind: Kind
  name: string
  where: string
}

/** The string literal types a type alias of a file is made of, following the file's own aliases. */
function aliasLiterals(file: string, alias: string): string[] {
  const source = parse(file)
  const aliases = new Map<string, ts.TypeNode>()
  source.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type)
  })
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    // `keyof Database['public']['Functions']` names where the names are, not names.
    if (ts.isTypeOperatorNode(node) || ts.isIndexedAccessTypeNode(node)) return
    if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal))
      found.push(node.literal.text)
    else {
      const target =
        ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)
          ? aliases.get(node.typeName.text)
          : undefined
      if (target) visit(target)
      else node.forEachChild(visit)
    }
  }
  const start = aliases.get(alias)
  if (!start) throw new Error(`${file} has no type ${alias}`)
  visit(start)
  return found
}

/** Every table a read of the product names (`table: '...'` in a RowRead or a form's definition). */
const readTables = () => namedInCode().tableProperties

/**
 * Calls whose name is a variable, by file and argument, and the names it can hold: from the
 * type the argument is declared with, or the product's own list of them.
 */
const DYNAMIC_CALLS: Record<string, () => readonly string[]> = {
  'shared/backend/archiveBackend.ts table': () => ARCHIVE_TABLES.map((table) => table.name),
  'shared/backend/archiveBackend.ts bucket': () => IMAGE_BUCKETS,
  'shared/backend/contentTables.ts name': () =>
    aliasLiterals('shared/backend/contentTables.ts', 'EditableTable'),
  'shared/backend/contentTables.ts table': () =>
    aliasLiterals('shared/backend/contentTables.ts', 'ContentTable'),
  'shared/backend/imageColumns.ts place.table': () => IMAGE_COLUMNS.map((place) => place.table),
  'shared/backend/imageColumns.ts bucket': () => IMAGE_BUCKETS,
  'shared/backend/images.ts bucket': () => aliasLiterals('shared/backend/images.ts', 'ImageBucket'),
  // The buckets media_library lists: the site's image buckets.
  'shared/backend/media.ts file.bucket': () => IMAGE_BUCKETS,
  'shared/backend/media.ts bucket': () => IMAGE_BUCKETS,
  // callFunction's callers name the function: they are read as literals.
  'shared/backend/functionCalls.ts name': () => [],
  'shared/backend/rowReads.ts read.table': readTables,
  'shared/backend/rowReads.ts name': () =>
    aliasLiterals('shared/backend/rowReads.ts', 'ReadFunction'),
}

/**
 * The files that address the backend's HTTP API by path instead of through supabase-js, and
 * why; what they send is in the contract too (the backend test sends it).
 */
const RAW_HTTP = {
  // Public pages load no supabase-js.
  'shared/backend/publicBackend.ts': 'reads and function calls of the public site',
  'shared/backend/sessionEnd.ts': "reads Auth's refusals of a session as they pass",
  'supabase/functions/_shared/environment.ts': 'the functions address each other',
  // Never called by the product: other servers call them, from the actor the build writes.
  'site/prerender/fediverse/addresses.ts': "names the account's inbox and followers functions",
  'scripts/local-backend-process.ts': 'waits for the backend it started (Auth health)',
  'scripts/backendAnswers.ts': 'whether a backend answers (Auth health)',
  'scripts/bench-backend.ts': 'times the start until Auth health answers',
  'scripts/stress/load.ts': 'sends enquiries and reads them back under load',
  'scripts/bench/archive.ts': 'writes a large archive with the service key',
}

function productFiles(): string[] {
  const files: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('database.types.ts')) {
        files.push(path)
      }
    }
  }
  PRODUCT_FOLDERS.forEach(walk)
  return files
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest)
}

let scanned: { named: Named[]; dynamic: string[]; tableProperties: string[] } | null = null

/** What the product's code names, literally, and the calls whose names are variables. */
function namedInCode() {
  if (scanned) return scanned
  const named: Named[] = []
  const dynamic: string[] = []
  const tableProperties: string[] = []
  for (const file of productFiles()) {
    const source = parse(file)
    const where = (node: ts.Node) =>
      `${file}:${String(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1)}`
    const note = (kind: Kind, argument: ts.Expression | undefined) => {
      if (!argument) return
      if (ts.isStringLiteral(argument))
        named.push({ kind, name: argument.text, where: where(argument) })
      else dynamic.push(`${kind} ${file} ${argument.getText(source)}`)
    }
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression
        const [first, second] = node.arguments
        if (ts.isPropertyAccessExpression(callee)) {
          const method = callee.name.text
          const receiver = callee.expression.getText(source)
          if (method === 'rpc') note('rpc', first)
          if (method === 'from' && !NOT_CLIENTS.has(receiver)) {
            note(/(^|\.)storage$/.test(receiver) ? 'bucket' : 'table', first)
          }
          // An Edge Function: supabase-js's invoke, or the visitor's FunctionCaller.
          if ((method === 'invoke' || method === 'call') && receiver.endsWith('functions')) {
            note('function', first)
          }
        } else if (ts.isIdentifier(callee) && callee.text === 'callFunction') {
          note('function', second)
        }
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'table' &&
        ts.isStringLiteral(node.initializer) &&
        // A table's name, not a `table` key of something else (the newsletter's inline styles).
        /^[a-z_][a-z0-9_]*$/.test(node.initializer.text)
      ) {
        tableProperties.push(node.initializer.text)
        named.push({ kind: 'table', name: node.initializer.text, where: where(node) })
      }
      node.forEachChild(visit)
    }
    visit(source)
  }
  scanned = { named, dynamic, tableProperties }
  return scanned
}

const CONTRACT_NAMES: Record<Kind, readonly string[]> = {
  table: Object.keys(PRODUCT_CONTRACT.rest.tables),
  rpc: Object.keys(PRODUCT_CONTRACT.rest.rpcs),
  bucket: PRODUCT_CONTRACT.buckets,
  function: Object.keys(PRODUCT_CONTRACT.functions),
}

/**
 * Functions no product code calls: other servers on the social web call the inbox and read the
 * followers collection, at the addresses the actor the build writes names
 * (site/prerender/fediverse/addresses.ts), and the database calls the delivery function
 * (private.fediverse_dispatch).
 */
const CALLED_FROM_ELSEWHERE = ['activitypub-inbox', 'activitypub-followers', 'activitypub-deliver']

/** Every name the code uses, literal or through a dynamic call, by kind. */
function usedNames(): Record<Kind, Set<string>> {
  const used: Record<Kind, Set<string>> = {
    table: new Set(),
    rpc: new Set(),
    bucket: new Set(),
    function: new Set(),
  }
  const { named, dynamic } = namedInCode()
  for (const { kind, name } of named) used[kind].add(name)
  for (const name of CALLED_FROM_ELSEWHERE) used.function.add(name)
  for (const call of dynamic) {
    const [kind, ...rest] = call.split(' ') as [Kind, ...string[]]
    for (const name of DYNAMIC_CALLS[rest.join(' ')]?.() ?? []) used[kind].add(name)
  }
  return used
}

describe('the product contract', () => {
  it('lists every table, RPC, bucket and function the code names', () => {
    const outside = namedInCode()
      .named.filter(({ kind, name }) => !CONTRACT_NAMES[kind].includes(name))
      .map(({ kind, name, where }) => `${kind} ${name} (${where})`)
    expect(outside).toEqual([])
  })

  it('knows where every name a call takes from a variable comes from', () => {
    const unknown = namedInCode().dynamic.filter(
      (call) => !Object.hasOwn(DYNAMIC_CALLS, call.split(' ').slice(1).join(' ')),
    )
    expect(unknown).toEqual([])
    const used = usedNames()
    const outside = Object.entries(CONTRACT_NAMES).flatMap(([kind, names]) =>
      [...used[kind as Kind]]
        .filter((name) => !names.includes(name))
        .map((name) => `${kind} ${name}`),
    )
    expect(outside).toEqual([])
  })

  it('knows every file that addresses the API by path', () => {
    const addressing = productFiles().filter((file) =>
      /\/(rest|auth|storage|functions)\/v1\b/.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(addressing.sort()).toEqual(Object.keys(RAW_HTTP).sort())
  })

  it('lists nothing the code does not name', () => {
    const used = usedNames()
    const stale = Object.entries(CONTRACT_NAMES).flatMap(([kind, names]) =>
      names.filter((name) => !used[kind as Kind].has(name)).map((name) => `${kind} ${name}`),
    )
    expect(stale).toEqual([])
  })
})
