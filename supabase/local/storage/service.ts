import { type Caller, identifyCaller } from '../http/caller.ts'
import { passGateway } from '../http/gateway.ts'
import { routeTable, routedService } from '../http/router.ts'
import type { ApiRequest, ApiResponse, Service } from '../http/types.ts'
import { download, publicDownload } from './download.ts'
import { StorageError, accessDenied, invalidRequest, notSupported } from './errors.ts'
import { list, remove } from './listing.ts'
import { objectName } from './request-parts.ts'
import type { StorageCall, StorageContext } from './storage-context.ts'
import { upload } from './upload.ts'

/** A Storage endpoint the stand-in refuses, naming the feature. */
function refuse(feature: string): () => Promise<ApiResponse> {
  return () => Promise.reject(notSupported(feature))
}

/**
 * `/storage/v1`: upload, public and authenticated download, remove and list, as storage-js
 * calls them; what else Supabase Storage offers is refused, naming the feature. Every object
 * row is written as the caller, so the `storage.objects` policies of the migrations decide who
 * may do what; the bytes live in a file store under the object's id.
 */
export function createStorageService(context: StorageContext): Service {
  /** Public downloads need no API key; everything else passes the gateway as the caller. */
  const callerOf = (request: ApiRequest): Caller => {
    const identified = identifyCaller(passGateway(request, context.keys), context.keys.jwtKeys)
    if (!identified.ok) {
      throw accessDenied(identified.problem === 'expired' ? 'jwt expired' : 'invalid signature')
    }
    return identified
  }
  const callOn = (request: ApiRequest, bucketId: string): StorageCall => ({
    context,
    request,
    caller: callerOf(request),
    bucketId,
  })
  const publicObject = (request: ApiRequest, { bucket, name }: { bucket: string; name: string }) =>
    publicDownload(context, request, bucket, objectName(name.split('/')))
  const ownObject = (request: ApiRequest, { bucket, name }: { bucket: string; name: string }) =>
    download(callOn(request, bucket), objectName(name.split('/')))
  const store = (request: ApiRequest, { bucket, name }: { bucket: string; name: string }) =>
    upload(callOn(request, bucket), objectName(name.split('/')))
  const notFound = () => new StorageError('404', 'NotFound', 'Not Found', 'Route not found')

  return routedService({
    open: (request) => request,
    routes: routeTable<ApiRequest>()({
      'GET /object/public/:bucket/*name': publicObject,
      'HEAD /object/public/:bucket/*name': publicObject,
      'GET /object/authenticated/:bucket/*name': ownObject,
      'HEAD /object/authenticated/:bucket/*name': ownObject,
      'POST /object/list/:bucket': (request, { bucket }) => list(callOn(request, bucket)),
      'POST /object/list-v2/:bucket': refuse('Listing objects with list-v2'),
      'POST /object/move': refuse('Moving objects'),
      'POST /object/copy': refuse('Copying objects'),
      'POST /object/sign/:bucket': refuse('Signed URLs'),
      'POST /object/sign/:bucket/*name': refuse('Signed URLs'),
      'GET /object/sign/:bucket/*name': refuse('Signed URLs'),
      'POST /object/upload/sign/:bucket/*name': refuse('Signed upload URLs'),
      'PUT /object/upload/sign/:bucket/*name': refuse('Signed upload URLs'),
      'GET /object/info/:bucket/*name': refuse('Object information'),
      'GET /render/image/public/:bucket/*name': refuse('Image transformations'),
      'GET /render/image/authenticated/:bucket/*name': refuse('Image transformations'),
      'GET /render/image/sign/:bucket/*name': refuse('Image transformations'),
      'GET /bucket': refuse('Managing buckets through the API'),
      'POST /bucket': refuse('Managing buckets through the API'),
      'GET /bucket/:id': refuse('Managing buckets through the API'),
      'PUT /bucket/:id': refuse('Managing buckets through the API'),
      'DELETE /bucket/:id': refuse('Managing buckets through the API'),
      'POST /bucket/:id/empty': refuse('Managing buckets through the API'),
      'DELETE /object/:bucket': (request, { bucket }) => remove(callOn(request, bucket)),
      'POST /object/:bucket/*name': store,
      'PUT /object/:bucket/*name': store,
      'GET /object/:bucket/*name': ownObject,
      'HEAD /object/:bucket/*name': ownObject,
    }),
    errors: {
      toResponse: (error) => (error instanceof StorageError ? error.toResponse() : null),
      notFound,
      methodNotAllowed: notFound,
      malformedPath: () => invalidRequest('Invalid percent-encoding in the path'),
      invalidValue: (error) => invalidRequest(error.message),
    },
  })
}
