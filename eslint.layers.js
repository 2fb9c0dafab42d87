import { dirname, relative, resolve } from 'node:path'

/**
 * The layers of the code base and what each may import, checked on every relative import by
 * the `layers/imports` rule below. A file belongs to the layer whose path is the longest prefix
 * of its own; it may import its own layer and the paths its layer lists, nothing else of ours.
 * Each folder is one layer. Packages are not checked here (see `no-restricted-imports` in
 * eslint.config.js).
 *
 * shared/ is what the public site and the owner's screens both build on; owner/ is the owner's
 * side, which the site's admin routes (site/owner/) and the desktop app mount. Within each the
 * layers stack from pure rules up to screens, so no folder depends on one that depends on it.
 */
export const LAYERS = [
  {
    path: 'shared/domain',
    // What visitors may send, where an image's sizes are stored, a post as the social web
    // receives it and how an embed is stored: one module each, which the Edge Functions use too.
    mayImport: [
      'supabase/functions/_shared/formRules.ts',
      'supabase/functions/_shared/imageNames.ts',
      'supabase/functions/_shared/fediversePost.ts',
      'supabase/functions/_shared/embeds.ts',
    ],
  },
  { path: 'shared/config', mayImport: ['shared/domain'] },
  { path: 'shared/content', mayImport: ['shared/domain'] },
  {
    path: 'shared/backend',
    mayImport: ['shared/domain', 'shared/config', 'supabase/functions/_shared/database.types.ts'],
  },
  // A post as visitors see it: the public pages and the owner's Preview show the same view.
  { path: 'shared/postView', mayImport: ['shared/domain', 'shared/backend'] },
  // The queries public pages and owner screens both run (each with its own cache).
  { path: 'shared/data', mayImport: ['shared/domain', 'shared/backend'] },
  // A new folder of shared/ imports nothing of ours until it is given its place above.
  { path: 'shared', mayImport: [] },

  // Images prepared in the owner's app with the browser's decoder and encoders.
  { path: 'owner/media', mayImport: ['shared/domain'] },
  // The site as one archive: export, restore, import.
  { path: 'owner/archive', mayImport: ['shared/domain', 'shared/content', 'shared/backend'] },
  // Offline editing, one folder per part, each in the layer it builds on: what this computer
  // keeps (store), the change queue (queue), and the provider that syncs it (sync). Its queries
  // and hooks are owner/data/offline, its screens owner/admin/offline.
  { path: 'owner/offline/store', mayImport: ['shared/domain', 'shared/backend'] },
  {
    path: 'owner/offline/queue',
    // A queued input is checked against its table's columns, as the archive lists them.
    mayImport: [
      'shared/domain',
      'shared/backend',
      'owner/offline/store',
      'owner/archive/tables.ts',
      'owner/archive/columns.ts',
    ],
  },
  {
    path: 'owner/platform',
    mayImport: ['shared/domain', 'shared/config', 'owner/offline/store'],
  },
  { path: 'owner/ui', mayImport: ['shared/domain', 'shared/backend', 'owner/platform'] },
  {
    path: 'owner/data',
    mayImport: [
      'shared',
      'owner/media',
      'owner/offline/store',
      'owner/offline/queue',
      'owner/platform',
      'owner/ui',
    ],
  },
  { path: 'owner/auth', mayImport: ['shared', 'owner/ui', 'owner/data'] },
  {
    path: 'owner/offline/sync',
    mayImport: [
      'shared/domain',
      'shared/backend',
      'owner/offline/store',
      'owner/offline/queue',
      'owner/ui',
      'owner/data',
      'owner/auth',
    ],
  },
  { path: 'owner/admin', mayImport: ['shared', 'owner'] },
  // A new folder of owner/ imports nothing of ours until it is given its place above.
  { path: 'owner', mayImport: [] },

  // The public site builds on shared/ alone; its admin routes, loaded only when opened, mount
  // the owner's side. The desktop app is the owner's side in a window of its own.
  { path: 'site/owner', mayImport: ['shared', 'owner', 'site'] },
  { path: 'site', mayImport: ['shared'] },
  { path: 'desktop', mayImport: ['shared', 'owner'] },
  // Deployed alone by the Supabase CLI: nothing outside supabase/functions.
  { path: 'supabase/functions', mayImport: [] },
  // The site's identity names the sender of the local backend's mail.
  { path: 'supabase/local', mayImport: ['supabase/functions', 'shared/config'] },
  // Development tooling builds on the product; the tests build on both, never the other way.
  { path: 'scripts', mayImport: ['shared', 'owner', 'site', 'desktop', 'supabase'] },
  { path: 'tests', mayImport: ['shared', 'owner', 'site', 'desktop', 'supabase', 'scripts'] },
]

const root = import.meta.dirname

const within = (path, prefix) => path === prefix || path.startsWith(`${prefix}/`)

function layerOf(path) {
  let found
  for (const layer of LAYERS) {
    if (within(path, layer.path) && (!found || layer.path.length > found.path.length)) {
      found = layer
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
      if (within(target, layer.path)) return
      if (layer.mayImport.some((allowed) => within(target, allowed))) return
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
