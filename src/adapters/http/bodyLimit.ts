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
 * Hands each chunk of `response`'s body to `take`, refusing the body with a Failure once it
 * passes `maxBytes`: a declared length over the limit is refused before reading, and a body
 * without one stops being read at the limit. With a `budget`, each chunk is taken from it as
 * it arrives and given back once the body is read, and a body the budget cannot take is
 * refused the same way. The body is cancelled then.
 */
async function readWithin(
  response: Response,
  maxBytes: number,
  budget: ByteBudget | undefined,
  take: (chunk: Uint8Array) => void,
): Promise<void> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  const body = response.body;
  if (!body) return;
  const reader = body.getReader();
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
      take(value);
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    budget?.give(bytes);
  }
}

/**
 * The body of `response` as UTF-8 text (as `Response.text()` reads it), within `readWithin`'s
 * limits.
 */
export async function readTextWithin(
  response: Response,
  maxBytes: number,
  budget?: ByteBudget,
): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  await readWithin(response, maxBytes, budget, (chunk) => {
    text += decoder.decode(chunk, { stream: true });
  });
  return text + decoder.decode();
}

/** The body of `response` as bytes, within `readWithin`'s limits. */
export async function readBytesWithin(
  response: Response,
  maxBytes: number,
  budget?: ByteBudget,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  await readWithin(response, maxBytes, budget, (chunk) => {
    chunks.push(chunk);
    bytes += chunk.byteLength;
  });
  const all = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}
