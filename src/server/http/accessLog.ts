import type { IncomingMessage, ServerResponse } from 'node:http';

/** Control characters, spaces and Latin-1 bytes escaped, so a log line stays one line. */
export function printable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out +=
      code <= 0x20 || (code >= 0x7f && code <= 0xff)
        ? `%${code.toString(16).padStart(2, '0').toUpperCase()}`
        : char;
  }
  return out;
}

/** The path as requested, without the query: visitors' searches stay out of the log. */
export const loggedPath = (req: IncomingMessage): string =>
  printable((req.url ?? '').split('?')[0] ?? '');

/** Writes one line when the answer is over: method, path, status and time. */
export function logWhenClosed(
  req: IncomingMessage,
  res: ServerResponse,
  write: (line: string) => void,
): void {
  const started = performance.now();
  res.on('close', () => {
    const ms = Math.round(performance.now() - started);
    // Ended: all of the answer was handed to the connection before it closed.
    const status = res.writableEnded ? res.statusCode : `${res.statusCode} (aborted)`;
    write(`${req.method ?? '-'} ${loggedPath(req)} ${status} ${ms}ms`);
  });
}
