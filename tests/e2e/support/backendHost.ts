/** The backend address the e2e build of the site uses; the browser resolves it to the worker's BackendRouter. */
export const BACKEND_HOST = 'backend.test'
