import type { CallOptions } from '../../core/ports/CallOptions';
import type { TranscriptIndex } from '../../core/ports/TranscriptIndex';
import {
  errorFromWire,
  errorToWire,
  isWireError,
  type WireError,
} from '../../adapters/shared/wireError';
import type { IndexWithCatalogue } from '../index/openedOnUse';
import type { IndexReader } from '../index/spokenWordsIndex';
import type { Catalogue } from '../../core/ports/Catalogue';

/** The messages a worker and the process owning the index exchange. */
const CHANNEL = 'transcript-index';

type Method = 'search' | 'matching' | 'searchWithin' | 'state' | 'drop' | 'catalogue';

/** The catalogue's calls a worker may make over IPC. */
const CATALOGUE_CALLS = [
  'overview',
  'matching',
  'explore',
  'mentions',
  'subject',
  'person',
  'facetsOf',
  'dropRecord',
] as const;
type CatalogueCall = (typeof CATALOGUE_CALLS)[number];

interface Asked {
  channel: typeof CHANNEL;
  id: number;
  method: Method;
  args: unknown[];
}

interface Answered {
  channel: typeof CHANNEL;
  id: number;
  ok: boolean;
  value?: unknown;
  /** The failure, of its kind (SpokenWordsUnavailable, PostgreSQL's SQLSTATE). */
  error?: WireError;
}

/** One end of an IPC channel: a worker's `process`, or the primary's `cluster.Worker`. */
export interface IpcEnd {
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

const isOurs = (message: unknown): message is { channel: string } =>
  typeof message === 'object' && message !== null && 'channel' in message
    ? (message as { channel: unknown }).channel === CHANNEL
    : false;

/**
 * A worker's view of the index the primary owns (an embedded PGlite has one owner): the
 * searches and the state go over IPC. A call abandoned by its signal rejects at once; its answer, when it
 * comes, is dropped.
 */
export function indexOverIpc(end: IpcEnd): IndexReader {
  let nextId = 1;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  end.on('message', (message) => {
    if (!isOurs(message)) return;
    const answer = message as Answered;
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    if (answer.ok) call.resolve(answer.value);
    else
      call.reject(
        isWireError(answer.error)
          ? errorFromWire(answer.error)
          : new Error('The transcript index failed'),
      );
  });
  function ask<T>(method: Method, args: unknown[], options?: CallOptions): Promise<T> {
    const signal = options?.signal;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const abandon = () => {
        waiting.delete(id);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', abandon, { once: true });
      waiting.set(id, {
        resolve: (value) => {
          signal?.removeEventListener('abort', abandon);
          resolve(value as T);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', abandon);
          reject(error);
        },
      });
      const message: Asked = { channel: CHANNEL, id, method, args };
      end.send(message);
    });
  }
  return {
    search: (query, options) => ask('search', [query], options),
    matching: (text, options) => ask('matching', [text], options),
    drop: (assetId) => ask('drop', [assetId]),
    catalogue: () => catalogueOverIpc(ask),
    searchWithin: (assetId, text, options) => ask('searchWithin', [assetId, text], options),
    state: () => ask('state', []),
  };
}

/**
 * The primary's side: answers a worker's searches from `index`. A failure goes back of its
 * kind (the worker logs it where the search was made, and answers as it would here).
 */
export function answerOverIpc(end: IpcEnd, index: IndexWithCatalogue): void {
  end.on('message', (message) => {
    if (!isOurs(message)) return;
    const asked = message as Asked;
    const send = (answer: Answered) => {
      try {
        end.send(answer);
      } catch {
        // The worker has gone; nobody waits for the answer.
      }
    };
    const [first, second] = asked.args;
    const calls: Record<Method, () => Promise<unknown>> = {
      search: () => index.search(first as Parameters<TranscriptIndex['search']>[0]),
      matching: () => index.matching(String(first)),
      searchWithin: () => index.searchWithin(String(first), String(second)),
      state: () => index.state(),
      drop: () => index.drop(String(first)),
      catalogue: () => {
        const catalogue = index.catalogue?.();
        const call = String(first) as CatalogueCall;
        if (!catalogue || !CATALOGUE_CALLS.includes(call)) {
          return Promise.reject(new Error('The transcript index holds no catalogue'));
        }
        const method = catalogue[call] as (...args: unknown[]) => Promise<unknown>;
        // IPC carries a left-out argument as null.
        const args = asked.args.slice(1).map((arg) => (arg === null ? undefined : arg));
        return method.apply(catalogue, args);
      },
    };
    const work = Object.hasOwn(calls, asked.method)
      ? calls[asked.method]()
      : Promise.reject(new Error(`No such call: ${String(asked.method)}`));
    work.then(
      (value) => send({ channel: CHANNEL, id: asked.id, ok: true, value }),
      (error: unknown) =>
        send({
          channel: CHANNEL,
          id: asked.id,
          ok: false,
          error: errorToWire(error),
        }),
    );
  });
}

type Ask = <T>(method: Method, args: unknown[], options?: CallOptions) => Promise<T>;

/**
 * The primary's catalogue as a worker reads it: every call goes over IPC (a signal, the last
 * argument of each call, stays here). Writes other than dropping a withdrawn video are the
 * passes' own, in the primary.
 */
function catalogueOverIpc(ask: Ask): Catalogue {
  const refused = () => Promise.reject(new Error('A worker does not write the catalogue'));
  return {
    overview: (options) => ask('catalogue', ['overview'], options),
    matching: (filter, sort, options) => ask('catalogue', ['matching', filter, sort], options),
    explore: (query, options) => ask('catalogue', ['explore', query], options),
    mentions: (parish, limit, among, options) =>
      ask('catalogue', ['mentions', parish, limit, among], options),
    subject: (slug, options) => ask('catalogue', ['subject', slug], options),
    person: (slug, options) => ask('catalogue', ['person', slug], options),
    facetsOf: (ids, options) => ask('catalogue', ['facetsOf', ids], options),
    dropRecord: (id) => ask('catalogue', ['dropRecord', id]),
    storeRecord: refused,
    records: refused,
  };
}
