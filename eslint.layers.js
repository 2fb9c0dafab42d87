import { dirname, relative, resolve } from 'node:path'

/**
 * The layers of the code base and what each may import, checked on every relative import by
 * the `layers/imports` rule below. A file belongs to the layer whose path is the longest prefix
 * of its own; it may import its own layer and the paths its layer lists, nothing else of ours.
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
  {
    path: 'shared/offline',
    // A queued input is checked against its table's columns, as the archive lists them.
    mayImport: [
      'shared/domain',
      'shared/backend',
      'shared/archive/tables.ts',
      'shared/archive/columns.ts',
    ],
  },
  { path: 'shared/platform', mayImport: ['shared/domain', 'shared/config', 'shared/offline'] },
  // Images prepared in the owner's app with the browser's decoder and encoders.
  { path: 'shared/media', mayImport: ['shared/domain'] },
  // A post as visitors see it: the public pages and the owner's Preview show the same view.
  { path: 'shared/postView', mayImport: ['shared/domain', 'shared/backend'] },
  { path: 'shared/ui', mayImport: ['shared/domain', 'shared/backend', 'shared/platform'] },
  {
    path: 'shared/data',
    mayImport: [
      'shared/domain',
      'shared/config',
      'shared/content',
      'shared/backend',
      'shared/offline',
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
    path: 'shared/sync',
    mayImport: [
      'shared/domain',
      'shared/backend',
      'shared/offline',
      'shared/ui',
      'shared/data',
      'shared/auth',
    ],
  },
  { path: 'shared/admin', mayImport: ['shared'] },
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
