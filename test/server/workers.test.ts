/** @jest-environment node */
import { InMemoryCatalogue } from '../../src/adapters/memory/InMemoryCatalogue';
import { aCatalogueRecord } from '../support/catalogue';
import { EventEmitter } from 'node:events';
import {
  SpokenWordsUnavailable,
  isSpokenWordsUnavailable,
} from '../../src/core/entities/SpokenWordsUnavailable';
import type { TranscriptIndex } from '../../src/core/ports/TranscriptIndex';
import { answerOverIpc, indexOverIpc, type IpcEnd } from '../../src/server/cluster/indexOverIpc';
import {
  RESTART_FIRST_MS,
  RESTART_FORGIVEN_MS,
  RESTART_MAX_MS,
  RestartBackoff,
  afterWorkersListen,
} from '../../src/server/cluster/workers';

describe('restarting a worker that died', () => {
  it('waits ever longer while workers keep dying young, up to a limit', () => {
    const backoff = new RestartBackoff();
    const waits = Array.from({ length: 12 }, () => backoff.next(100));
    expect(waits.slice(0, 4)).toEqual([
      RESTART_FIRST_MS,
      RESTART_FIRST_MS * 2,
      RESTART_FIRST_MS * 4,
      RESTART_FIRST_MS * 8,
    ]);
    expect(Math.max(...waits)).toBe(RESTART_MAX_MS);
  });

  it('waits the least again after a worker that lived long', () => {
    const backoff = new RestartBackoff();
    for (let i = 0; i < 5; i += 1) backoff.next(100);
    expect(backoff.next(RESTART_FORGIVEN_MS)).toBe(RESTART_FIRST_MS);
  });
});

describe("the primary's own start-up work", () => {
  afterEach(() => jest.useRealTimers());

  it('waits until every worker listens', () => {
    const cluster = new EventEmitter();
    const work = jest.fn();
    afterWorkersListen(cluster, 2, work, 60_000);
    cluster.emit('listening');
    expect(work).not.toHaveBeenCalled();
    cluster.emit('listening');
    expect(work).toHaveBeenCalledTimes(1);
    // A replaced worker listening later starts nothing again.
    cluster.emit('listening');
    expect(work).toHaveBeenCalledTimes(1);
    expect(cluster.listenerCount('listening')).toBe(0);
  });

  it('runs anyway, once, when a worker never listens', () => {
    jest.useFakeTimers();
    const cluster = new EventEmitter();
    const work = jest.fn();
    afterWorkersListen(cluster, 2, work, 20);
    cluster.emit('listening');
    jest.advanceTimersByTime(19);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    cluster.emit('listening');
    expect(work).toHaveBeenCalledTimes(1);
  });
});

/** Two ends of a channel, as a worker and its primary see it (messages copied like IPC). */
function channel(): [IpcEnd, IpcEnd] {
  const a = new EventEmitter();
  const b = new EventEmitter();
  const copy = (message: unknown) => JSON.parse(JSON.stringify(message)) as unknown;
  return [
    { send: (m) => setImmediate(() => b.emit('message', copy(m))), on: (e, l) => a.on(e, l) },
    { send: (m) => setImmediate(() => a.emit('message', copy(m))), on: (e, l) => b.on(e, l) },
  ];
}

describe("a worker's searches over IPC", () => {
  const results = { hits: [], total: 0, collections: [], types: [] };
  const index = {
    search: jest.fn(() => Promise.resolve(results)),
    searchWithin: jest.fn((id: string) =>
      id === 'broken'
        ? Promise.reject(new Error('index down'))
        : id === 'slow'
          ? Promise.reject(
              Object.assign(new Error('canceling statement due to statement timeout'), {
                name: 'error',
                code: '57014',
                severity: 'ERROR',
              }),
            )
          : id === 'empty'
            ? Promise.reject(new SpokenWordsUnavailable())
            : Promise.resolve([]),
    ),
  } as unknown as TranscriptIndex;

  it('asks the index the primary owns and gets its answer', async () => {
    const [worker, primary] = channel();
    answerOverIpc(primary, index);
    const search = indexOverIpc(worker);
    await expect(search.search({ text: 'levee' } as never)).resolves.toEqual(results);
    expect(index.search).toHaveBeenCalledWith({ text: 'levee' });
    await expect(search.searchWithin('a1', 'flood')).resolves.toEqual([]);
    expect(index.searchWithin).toHaveBeenCalledWith('a1', 'flood');
  });

  it("asks the primary's catalogue for a search's facets", async () => {
    const [worker, primary] = channel();
    const catalogue = new InMemoryCatalogue([
      aCatalogueRecord({ id: 'a1', coverages: ['Houma (La.)'], dateIssued: '1967' }),
    ]);
    answerOverIpc(primary, { ...index, catalogue: () => catalogue } as never);
    const overIpc = indexOverIpc(worker).catalogue?.();
    await expect(overIpc?.facetsOf(['a1', 'zz'])).resolves.toEqual([
      { id: 'a1', decade: 1960, parishes: ['22109'] },
    ]);
  });

  it("rejects with the primary's failure", async () => {
    const [worker, primary] = channel();
    answerOverIpc(primary, index);
    await expect(indexOverIpc(worker).searchWithin('broken', 'x')).rejects.toThrow('index down');
  });

  /** What a worker's search within video `id` rejects with, over IPC from the primary. */
  async function rejectionOf(id: string): Promise<unknown> {
    const [worker, primary] = channel();
    answerOverIpc(primary, index);
    return indexOverIpc(worker)
      .searchWithin(id, 'x')
      .catch((e: unknown) => e);
  }

  it("keeps a PostgreSQL error's kind: its name, message and SQLSTATE", async () => {
    const error = await rejectionOf('slow');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'error',
      message: 'canceling statement due to statement timeout',
      code: '57014',
      severity: 'ERROR',
    });
  });

  it('keeps SpokenWordsUnavailable one', async () => {
    const error = await rejectionOf('empty');
    expect(error).toBeInstanceOf(SpokenWordsUnavailable);
    expect(isSpokenWordsUnavailable(error)).toBe(true);
  });

  it('rejects at once a search abandoned by its signal', async () => {
    const [worker] = channel();
    const abandoned = new AbortController();
    const asking = indexOverIpc(worker).searchWithin('a1', 'x', { signal: abandoned.signal });
    abandoned.abort(new Error('left'));
    await expect(asking).rejects.toThrow('left');
  });

  it('leaves messages of other channels alone', async () => {
    const [worker, primary] = channel();
    answerOverIpc(primary, index);
    const search = indexOverIpc(worker);
    worker.send({ channel: 'other', id: 1 });
    await expect(search.searchWithin('a1', 'x')).resolves.toEqual([]);
  });
});
