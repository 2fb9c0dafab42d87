import { PRODUCT_CONTRACT } from '../contract.ts'
import { type Caller, identifyCaller } from '../http/caller.ts'
import { contractRoutes } from '../http/contract-routes.ts'
import { passGateway } from '../http/gateway.ts'
import { routeTable, routedService } from '../http/router.ts'
import type { ApiRequest, Service } from '../http/types.ts'
import { download, publicDownload } from './download.ts'
import { StorageError, accessDenied, invalidRequest, notSupported } from './errors.ts'
import { list, remove } from './listing.ts'
import { objectName } from './request-parts.ts'
import type { StorageCall, StorageContext } from './storage-context.ts'
import { upload } from './upload.ts'

/**
 * `/storage/v1`: the routes of the product's contract (supabase/local/contract.ts): upload,
 * public and authenticated download, remove and list, as storage-js calls them; any other
 * request is refused, naming it. Every object row is written as the caller, so the
 * `storage.objects` policies of the migrations decide who may do what; the bytes live in a file
 * store under the object's id.
 */
const BUCKETS: readonly string[] = PRODUCT_CONTRACT.buckets

/**
 * A bucket the contract lists. Any other is refused by name, as not found (as hosted Storage
 * answers a bucket it does not have): the routes' paths also fit
 * Storage's other endpoints (`/object/sign/...`, `/object/authenticated/...`), which must not
 * be answered as a bucket of that name.
 */
function contractBucket(bucket: string): string {
  if (!BUCKETS.includes(bucket)) {
    throw new StorageError(
      '404',
      'NoSuchBucket',
      'Bucket not found',
      `The bucket '${bucket}' is outside the local backend's contract`,
    )
  }
  return bucket
}

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
    bucketId: contractBucket(bucketId),
  })
  const publicObject = (request: ApiRequest, { bucket, name }: { bucket: string; name: string }) =>
    publicDownload(context, request, contractBucket(bucket), objectName(name.split('/')))
  const ownObject = (request: ApiRequest, { bucket, name }: { bucket: string; name: string }) =>
    download(callOn(request, bucket), objectName(name.split('/')))
  const store = (request: ApiRequest, { bucket, name }: { bucket: string; name: string }) =>
    upload(callOn(request, bucket), objectName(name.split('/')))
  const refuse = (request: ApiRequest) =>
    notSupported(`${request.method} /storage/v1${request.path}`)

  return routedService({
    open: (request) => request,
    routes: contractRoutes(
      '/storage/v1',
      routeTable<ApiRequest>()({
        'POST /object/list/:bucket': (request, { bucket }) => list(callOn(request, bucket)),
        'GET /object/public/:bucket/*name': publicObject,
        'POST /object/:bucket/*name': store,
        'GET /object/:bucket/*name': ownObject,
        'DELETE /object/:bucket': (request, { bucket }) => remove(callOn(request, bucket)),
      }),
      PRODUCT_CONTRACT.storage,
    ),
    errors: {
      toResponse: (error) => (error instanceof StorageError ? error.toResponse() : null),
      notFound: refuse,
      methodNotAllowed: refuse,
      malformedPath: () => invalidRequest('Invalid percent-encoding in the path'),
      invalidValue: (error) => invalidRequest(error.message),
    },
  })
}
