/**
 * electron-builder's beforeBuild hook. electron-vite bundles everything the app runs into out/, so
 * the app needs no node_modules: answering false tells electron-builder not to install, rebuild or
 * copy any (the site's dependencies would otherwise be packed into the app, unused).
 */
export function beforeBuild() {
  return false
}
