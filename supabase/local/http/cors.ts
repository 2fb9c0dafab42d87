/**
 * CORS for browser clients: every header supabase-js may send is allowed (and the post editor's
 * X-Post-Autosave mark), and the response headers it reads (Content-Range for counts,
 * X-Supabase-Api-Version for Auth error codes) are exposed.
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': [
    'apikey',
    'authorization',
    'x-client-info',
    'content-type',
    'accept',
    'accept-profile',
    'content-profile',
    'prefer',
    'range',
    'range-unit',
    'x-supabase-api-version',
    'x-post-autosave',
    'x-upsert',
    'cache-control',
    'x-metadata',
    'x-region',
    'x-retry-count',
    'traceparent',
    'tracestate',
    'baggage',
  ].join(', '),
  'Access-Control-Expose-Headers':
    'Content-Range, Content-Location, Content-Type, Location, Range-Unit, Preference-Applied, X-Supabase-Api-Version, X-Total-Count',
  'Access-Control-Max-Age': '86400',
}
