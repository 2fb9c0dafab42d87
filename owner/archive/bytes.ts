/** Bytes over a plain ArrayBuffer: what Web Crypto, Blob and fetch accept. */
export type Bytes = Uint8Array<ArrayBuffer>

/** The same bytes typed as Bytes, copied only when they live in a SharedArrayBuffer. */
export function asBytes(view: Uint8Array): Bytes {
  return view.buffer instanceof ArrayBuffer
    ? new Uint8Array(view.buffer, view.byteOffset, view.byteLength)
    : view.slice()
}
