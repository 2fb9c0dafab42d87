import { type ApiResponse, jsonResponse } from '../http/types.ts'

/**
 * A Storage error as Supabase Storage sends it: the logical status in `statusCode`, and HTTP
 * 400 for every error that is not a server error.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message)
  }

  toResponse(): ApiResponse {
    return jsonResponse(this.statusCode === '500' ? 500 : 400, {
      statusCode: this.statusCode,
      code: this.code,
      error: this.error,
      message: this.message,
    })
  }
}

export const accessDenied = (message: string) =>
  new StorageError('403', 'AccessDenied', 'Unauthorized', message)

export const noSuchKey = () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found')

export const noSuchBucket = () =>
  new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found')

export const invalidRequest = (message: string) =>
  new StorageError('400', 'InvalidRequest', 'Bad Request', message)

/** A request outside the product's contract (supabase/local/contract.ts): refused, naming it. */
export const notSupported = (request: string) =>
  new StorageError(
    '400',
    'NotSupported',
    'Not Supported',
    `${request} is outside the local backend's contract`,
  )
