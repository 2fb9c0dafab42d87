import { dirname, relative, resolve } from 'node:path'

/**
 * The layers of the code base and what each may import, checked on every relative import by
 * the `layers/imports` rule below. A file belongs to the layer whose path is the longest prefix
 * of its own (a layer is at `path` and at the folders its `alsoAt` lists); it may import its own
 * layer and the paths its layer lists (a layer's `path` standing for all its folders), nothing
 * else of ours.
 * Packages are not checked here (see `no-restricted-imports` in eslint.config.js).
 *
 * Within shared/ the layers stack from pure rules up to screens, so no folder there depends on
 * one that depends on it.
 */
export const LAYERS = [
  {
    path: 'shared/domain',
    // What visitors may send, and where an image's sizes are stored: one module each, which
    // the Edge Functions use too.
    mayImport: [
      'supabase/functions/_shared/formRules.ts',
      'supabase/functions/_shared/imageNames.ts',
    ],
  },
  { path: 'shared/config', mayImport: ['shared/domain'] },
  { path: 'shared/content', mayImport: ['shared/domain'] },
  {
    path: 'shared/backend',
    mayImport: ['shared/domain', 'shared/config', 'supabase/functions/_shared/database.types.ts'],
  },
  // Offline editing lives in shared/offline/, one folder per part; each part sits in the layer
  // it builds on: what this computer keeps (store), the change queue, the offline state's queries
  // and hooks (data), the provider that syncs (sync), and the owner's screens (screens).
  { path: 'shared/offline/store', mayImport: ['shared/domain', 'shared/backend'] },
  {
    path: 'shared/offline/queue',
    // A queued input is checked against its table's columns, as the archive lists them.
    mayImport: [
      'shared/domain',
      'shared/backend',
      'shared/offline/store',
      'shared/archive/tables.ts',
      'shared/archive/columns.ts',
    ],
  },
  {
    path: 'shared/platform',
    mayImport: ['shared/domain', 'shared/config', 'shared/offline/store'],
  },
  // Images prepared in the owner's app with the browser's decoder and encoders.
  { path: 'shared/media', mayImport: ['shared/domain'] },
  // A post as visitors see it: the public pages and the owner's Preview show the same view.
  { path: 'shared/postView', mayImport: ['shared/domain', 'shared/backend'] },
  { path: 'shared/ui', mayImport: ['shared/domain', 'shared/backend', 'shared/platform'] },
  {
    path: 'shared/data',
    alsoAt: ['shared/offline/data'],
    mayImport: [
      'shared/domain',
      'shared/config',
      'shared/content',
      'shared/backend',
      'shared/offline/store',
      'shared/offline/queue',
      'shared/platform',
      'shared/media',
      'shared/ui',
    ],
  },
  {
    path: 'shared/auth',
    mayImport: ['shared/domain', 'shared/config', 'shared/backend', 'shared/ui', 'shared/data'],
  },
  {
    path: 'shared/offline/sync',
    mayImport: [
      'shared/domain',
      'shared/backend',
      'shared/offline/store',
      'shared/offline/queue',
      'shared/ui',
      'shared/data',
      'shared/auth',
    ],
  },
  { path: 'shared/admin', alsoAt: ['shared/offline/screens'], mayImport: ['shared'] },
  // A new folder of shared/ imports nothing of ours until it is given its place above.
  { path: 'shared', mayImport: [] },
  // The public site and the desktop app build on shared/, never on each other.
  { path: 'site', mayImport: ['shared'] },
  { path: 'desktop', mayImport: ['shared'] },
  // Deployed alone by the Supabase CLI: nothing outside supabase/functions.
  { path: 'supabase/functions', mayImport: [] },
  // The site's identity names the sender of the local backend's mail.
  { path: 'supabase/local', mayImport: ['supabase/functions', 'shared/config'] },
  // Development tooling builds on the product; the tests build on both, never the other way.
  { path: 'scripts', mayImport: ['shared', 'site', 'desktop', 'supabase'] },
  { path: 'tests', mayImport: ['shared', 'site', 'desktop', 'supabase', 'scripts'] },
]

const root = import.meta.dirname

const within = (path, prefix) => path === prefix || path.startsWith(`${prefix}/`)

const foldersOf = (layer) => [layer.path, ...(layer.alsoAt ?? [])]

/** A path a layer may import, with the other folders of the layer it names. */
const foldersAt = (path) => {
  const layer = LAYERS.find((candidate) => candidate.path === path)
  return layer ? foldersOf(layer) : [path]
}

function layerOf(path) {
  let found
  let foundAt = ''
  for (const layer of LAYERS) {
    for (const folder of foldersOf(layer)) {
      if (within(path, folder) && (!found || folder.length > foundAt.length)) {
        found = layer
        foundAt = folder
      }
    }
  }
  return found
}

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps every import within what its layer may import' },
    schema: [],
    messages: {
      wrongWay:
        '{{layer}} may not import {{target}}: it may import only its own folder{{allowed}}. See eslint.layers.js.',
    },
  },
  create(context) {
    const file = relative(root, context.filename)
    const layer = layerOf(file)
    if (!layer) return {}
    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return
      const target = relative(root, resolve(dirname(context.filename), source.value))
      if (foldersOf(layer).some((folder) => within(target, folder))) return
      if (layer.mayImport.flatMap(foldersAt).some((allowed) => within(target, allowed))) return
      context.report({
        node: source,
        messageId: 'wrongWay',
        data: {
          layer: layer.path,
          target,
          allowed: layer.mayImport.length > 0 ? ` and ${layer.mayImport.join(', ')}` : '',
        },
      })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

/**
 * Keeps data access in the modules that own it: a table (`.from`), an RPC (`.rpc`) or a bucket
 * (`.storage.from`) is reached only where this rule is off (see eslint.config.js), so the
 * product contract of supabase/local/contract.ts has one place to be read from. Told by type:
 * the method must be supabase-js's own, so `Array.from` and the like pass.
 */
/** @type {import('eslint').Rule.RuleModule} */
const dataAccessRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps Supabase table, RPC and Storage calls in their owner modules' },
    schema: [],
    messages: {
      elsewhere:
        '`.{{method}}()` of the Supabase client belongs in shared/backend/: call the function there that owns it, or add one.',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices
    if (!services?.program) return {}
    const checker = services.program.getTypeChecker()
    return {
      CallExpression(node) {
        const { callee } = node
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return
        const method = callee.property.name
        if (method !== 'from' && method !== 'rpc') return
        const property = services.esTreeNodeToTSNodeMap.get(callee.property)
        const declarations = checker.getSymbolAtLocation(property)?.getDeclarations() ?? []
        const ofSupabase = declarations.some((declaration) =>
          /[\\/]node_modules[\\/]@supabase[\\/]/.test(declaration.getSourceFile().fileName),
        )
        if (ofSupabase)
          context.report({ node: callee.property, messageId: 'elsewhere', data: { method } })
      },
    }
  },
}

export const layersPlugin = { rules: { imports: importsRule, 'data-access': dataAccessRule } }
