/** A caption file's bytes as text: UTF-8, else Windows-1252 (what older captioning tools write). */
export function captionText(bytes: Uint8Array): { text: string; notUtf8: boolean } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), notUtf8: false };
  } catch {
    // Every byte is a character in Windows-1252, so this never fails.
    return { text: new TextDecoder('windows-1252').decode(bytes), notUtf8: true };
  }
}

/**
 * What a caption file is, from its answer's validators: its ETag, else its Last-Modified
 * date; undefined when the host names neither.
 */
export function validatorVersion(headers: Headers): string | undefined {
  const etag = headers.get('etag')?.trim();
  if (etag) return `etag:${etag}`;
  const modified = headers.get('last-modified')?.trim();
  return modified ? `modified:${modified}` : undefined;
}

/** The request headers that ask for the file only if it is no longer the version `held`. */
export function conditionalHeaders(held: string | undefined): Record<string, string> {
  if (held?.startsWith('etag:')) return { 'If-None-Match': held.slice('etag:'.length) };
  if (held?.startsWith('modified:')) return { 'If-Modified-Since': held.slice('modified:'.length) };
  return {};
}

/** A digest of the bytes, for a host that names no version (Web Crypto: Node and browsers). */
export async function digestVersion(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return `sha256:${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
