import type { ByteBudget } from './ByteBudget';
import { Failure } from './Failure';

/** No answer of the archive comes near this; a larger one is a fault, not a page of data. */
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;

function tooLarge(maxBytes: number): Failure {
  return new Failure(`answer larger than ${maxBytes} bytes`);
}

function overBudget(budget: ByteBudget): Failure {
  return new Failure(`answers being read at once passed ${budget.maxBytes} bytes`);
}

/**
 * The body of `response` as UTF-8 text (as `Response.text()` reads it), refused with a
 * Failure once it passes `maxBytes`: a declared length over the limit is refused before
 * reading, and a body without one stops being read at the limit. With a `budget`, each
 * chunk is taken from it as it arrives and given back once the body is read, and a body the
 * budget cannot take is refused the same way. The body is cancelled then.
 */
export async function readTextWithin(
  response: Response,
  maxBytes: number,
  budget?: ByteBudget,
): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  const body = response.body;
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) throw tooLarge(maxBytes);
      if (budget && !budget.take(value.byteLength)) {
        bytes -= value.byteLength;
        throw overBudget(budget);
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    budget?.give(bytes);
  }
  return text + decoder.decode();
}

/**
 * The body of `response` as bytes, refused with a Failure once it passes `maxBytes`, as
 * `readTextWithin` refuses it.
 */
export async function readBytesWithin(
  response: Response,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  const body = response.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}
