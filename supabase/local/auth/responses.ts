import { type ApiResponse, jsonResponse } from '../http/types.ts'
import { AUTH_API_VERSION } from './errors.ts'

/** Auth's answers name the API version they follow, as Supabase Auth's do. */

export function versionHeader(): Record<string, string> {
  return { 'X-Supabase-Api-Version': AUTH_API_VERSION }
}

export function ok(value: unknown): ApiResponse {
  return jsonResponse(200, value, versionHeader())
}
