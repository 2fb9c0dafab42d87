/** The backend address the e2e build of the site uses; each test routes it to a real backend. */
export const BACKEND_HOST = 'backend.test'
