import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { NotFoundError } from '../../../src/core/ports/NotFound';
import { Load } from '../../../src/core/stores/Load';
import { PageData } from '../../../src/core/stores/PageData';

function aLoad(data?: PageData) {
  const logger = new MemoryLogger();
  const load = new Load<string[]>([], { logger, failure: 'Error fetching things:', data });
  return { load, logger };
}

describe('Load', () => {
  it('shows the answer of a run and is loading while it runs', async () => {
    const { load } = aLoad();
    let answer: (value: string[]) => void = () => undefined;
    const running = load.run('k', () => new Promise((resolve) => (answer = resolve)));
    expect(load.loading).toBe(true);
    answer(['a']);
    await expect(running).resolves.toBe(true);
    expect(load.value).toEqual(['a']);
    expect(load.loading).toBe(false);
    expect(load.settled).toBe(true);
  });

  it('logs a failure once with its message and falls back to the empty value', async () => {
    const { load, logger } = aLoad();
    await load.run('k', async () => ['old']);
    await load.run('k', async () => {
      throw new Error('boom');
    });
    expect(load.value).toEqual([]);
    expect(load.failed).toBe(true);
    expect(logger.messages).toEqual(['Error fetching things:']);
  });

  it('lets the newest run win: a late answer of an older run is dropped', async () => {
    const { load } = aLoad();
    let first: (value: string[]) => void = () => undefined;
    const older = load.run('a', () => new Promise((resolve) => (first = resolve)));
    const newer = load.run('b', async () => ['new']);
    first(['old']);
    await expect(older).resolves.toBe(false);
    await expect(newer).resolves.toBe(true);
    expect(load.value).toEqual(['new']);
  });

  it('does not log an abandoned run', async () => {
    const { load, logger } = aLoad();
    const running = load.run(
      'k',
      (signal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () =>
            reject(Object.assign(new Error('x'), { name: 'AbortError' })),
          ),
        ),
    );
    load.dispose();
    await expect(running).resolves.toBe(false);
    expect(logger.messages).toEqual([]);
    expect(load.loading).toBe(false);
  });

  it('records answers and failures for the browser when the server renders', async () => {
    const recorder = PageData.recorder();
    const { load } = aLoad(recorder);
    await load.run('ok', async () => ['x']);
    const { load: failing } = aLoad(recorder);
    await failing.run('bad', async () => {
      throw new Error('down');
    });
    expect(JSON.parse(JSON.stringify(recorder))).toEqual({
      ok: { ok: true, value: ['x'] },
      bad: { ok: false },
    });
  });

  it('starts from the data the server sent, without running the work', async () => {
    const data = new PageData({ k: { ok: true, value: ['from server'] } });
    const { load } = aLoad(data);
    expect(load.restore('k')).toBe(true);
    expect(load.value).toEqual(['from server']);
    const work = jest.fn(async () => ['fetched']);
    await load.run('k', work);
    expect(work).not.toHaveBeenCalled();
    expect(load.restore('other')).toBe(false);
  });

  it('keeps the value it shows when the same answer is restored again, as a page starting does', async () => {
    const data = new PageData({ k: { ok: true, value: ['from server'] } });
    const { load } = aLoad(data);
    load.restore('k');
    const shown = load.value;
    await load.run('k', async () => ['fetched']);
    expect(load.value).toBe(shown);
    // Once something else was shown, the answer is taken again.
    load.clear();
    load.restore('k');
    expect(load.value).toEqual(['from server']);
    await load.run('other', async () => ['other']);
    load.restore('k');
    expect(load.value).toEqual(['from server']);
  });

  it('loads afresh once the page data is cleared (a later visit)', async () => {
    const data = new PageData({ k: { ok: true, value: ['from server'] } });
    const { load } = aLoad(data);
    data.clear();
    await load.run('k', async () => ['fetched']);
    expect(load.value).toEqual(['fetched']);
  });

  it('restores a failure the server met as the empty value, without a request', async () => {
    const data = new PageData({ k: { ok: false } });
    const { load, logger } = aLoad(data);
    expect(load.restore('k')).toBe(true);
    expect(load.value).toEqual([]);
    expect(load.failed).toBe(true);
    expect(logger.messages).toEqual([]);
  });

  it('tells the archive saying "not found" from a failure, and the page data keeps which', async () => {
    const recorder = PageData.recorder();
    const { load } = aLoad(recorder);
    await load.run('gone', () => Promise.reject(new NotFoundError('no such thing')));
    expect([load.failed, load.missing]).toEqual([true, true]);
    expect(recorder.hasFailure()).toBe(false);
    await load.run('down', () => Promise.reject(new Error('HTTP 500')));
    expect([load.failed, load.missing]).toEqual([true, false]);
    expect(recorder.toJSON()).toEqual({
      gone: { ok: false, notFound: true },
      down: { ok: false },
    });
    expect(recorder.hasFailure()).toBe(true);

    const replayed = aLoad(recorder.replay()).load;
    replayed.restore('gone');
    expect(replayed.missing).toBe(true);
    replayed.restore('down');
    expect([replayed.failed, replayed.missing]).toEqual([true, false]);
  });
});
