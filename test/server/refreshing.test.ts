/** @jest-environment node */
import { Refreshing } from '../../src/server/resources/refreshing';

/** A load the test settles by hand, and a clock it moves. */
function setUp() {
  let time = 0;
  const loads: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const errors: [string, boolean][] = [];
  const value = new Refreshing<string>({
    load: () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
    freshMs: 1_000,
    retryMs: 100,
    now: () => time,
    onError: (error, stale) => errors.push([(error as Error).message, stale]),
  });
  return {
    value,
    loads,
    errors,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a value refreshed in the background', () => {
  it('is loaded once for every request that asks meanwhile', async () => {
    const { value, loads } = setUp();
    const first = value.get();
    const second = value.get();
    expect(loads).toHaveLength(1);
    loads[0]?.resolve('v1');
    expect(await first).toBe('v1');
    expect(await second).toBe('v1');
    expect(value.loadedAt).toBe(0);
  });

  it('is served as it is while fresh, then stale while one load replaces it', async () => {
    const { value, loads, advance } = setUp();
    const first = value.get();
    loads[0]?.resolve('v1');
    await first;
    advance(999);
    expect(await value.get()).toBe('v1');
    expect(loads).toHaveLength(1);
    advance(1);
    expect(await value.get()).toBe('v1');
    expect(await value.get()).toBe('v1');
    expect(loads).toHaveLength(2);
    loads[1]?.resolve('v2');
    await settle();
    expect(await value.get()).toBe('v2');
    expect(value.loadedAt).toBe(1_000);
  });

  it('keeps the stale value when a load fails, and waits before trying again', async () => {
    const { value, loads, errors, advance } = setUp();
    const first = value.get();
    loads[0]?.resolve('v1');
    await first;
    advance(1_000);
    await value.get();
    loads[1]?.reject(new Error('archive down'));
    await settle();
    expect(errors).toEqual([['archive down', true]]);
    advance(50);
    expect(await value.get()).toBe('v1');
    expect(loads).toHaveLength(2);
    advance(50);
    expect(await value.get()).toBe('v1');
    expect(loads).toHaveLength(3);
  });

  it('fails only with nothing to serve, and does not ask again at once', async () => {
    const { value, loads, errors, advance } = setUp();
    const first = value.get();
    loads[0]?.reject(new Error('archive down'));
    await expect(first).rejects.toThrow('archive down');
    expect(errors).toEqual([['archive down', false]]);
    await expect(value.get()).rejects.toThrow('archive down');
    expect(loads).toHaveLength(1);
    advance(100);
    const again = value.get();
    expect(loads).toHaveLength(2);
    loads[1]?.resolve('v1');
    expect(await again).toBe('v1');
  });
});
