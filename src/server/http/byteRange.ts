/** Bytes `start` to `end` of a file, both included (RFC 9110 §14.1.2). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a `Range` header asks of a file of `size` bytes: a range, `'unsatisfiable'`
 * (416) when none of it lies in the file, or null when the header is to be ignored and the
 * whole file sent: another unit, several ranges (allowed by RFC 9110 §14.2; no client of the
 * site needs them), or a malformed value.
 */
export function byteRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const found = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!found) return null;
  const [, first = '', last = ''] = found;
  if (first === '' && last === '') return null;
  if (first === '') {
    // The last `last` bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
