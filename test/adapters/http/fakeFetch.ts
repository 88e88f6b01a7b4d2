/** One request as the fake network saw it. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export type Reply =
  { status?: number; body?: string | Uint8Array; headers?: Record<string, string> } | Error;

/**
 * A fetch that answers from a handler, records every request, and honours the request's
 * signal like a real fetch (rejecting with the signal's reason). `hold()` keeps answers
 * back until `release()`, to test requests that are still in flight.
 */
export class FakeFetch {
  readonly requests: SeenRequest[] = [];
  private held: (() => void)[] | undefined;

  constructor(private handler: (request: SeenRequest) => Reply = () => ({ body: '' })) {}

  answer(handler: (request: SeenRequest) => Reply): void {
    this.handler = handler;
  }

  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = undefined;
    waiting.forEach((go) => go());
  }

  /** Never answers: only an abort (or timeout) ends the request. */
  hang(): void {
    this.hold();
  }

  readonly fetch: typeof fetch = (input, init) => {
    const request: SeenRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...((init?.headers as Record<string, string> | undefined) ?? {}) },
      body: typeof init?.body === 'string' ? init.body : undefined,
      credentials: init?.credentials,
      signal: init?.signal ?? undefined,
    };
    this.requests.push(request);
    return new Promise<Response>((resolve, reject) => {
      const signal = request.signal;
      const abort = () => reject(signal?.reason ?? new DOMException('aborted', 'AbortError'));
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort, { once: true });
      const go = () => {
        const reply = this.handler(request);
        if (reply instanceof Error) return reject(reply);
        const status = reply.status ?? 200;
        const noBody = [204, 205, 304].includes(status);
        const body = noBody ? null : (reply.body ?? '');
        resolve(new Response(body as BodyInit | null, { status, headers: reply.headers }));
      };
      if (this.held) this.held.push(go);
      else queueMicrotask(go);
    });
  };
}
