import {
  isChunkLoadError,
  loadChunk,
  RELOADED_FOR,
  type ReloadOnce,
} from '../../src/ui/chunkRecovery';

/** What the bundler's runtime rejects with when a chunk's file cannot be downloaded. */
function chunkLoadError(): Error {
  const error = new Error(
    'Loading chunk 412 failed.\n(error: https://ldma.example.org/static/js/async/412.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

/** A download answering with each of `answers` in turn ('ok' for the module). */
function download(...answers: ('ok' | Error)[]) {
  const attempts: number[] = [];
  const load = async () => {
    attempts.push(attempts.length + 1);
    const answer = answers[attempts.length - 1] ?? 'ok';
    if (answer instanceof Error) throw answer;
    return { default: 'Page' };
  };
  return { load, attempts };
}

/** A tab: session storage, and a count of reloads. */
function tab() {
  const storage = new Map<string, string>();
  const reloads: number[] = [];
  const reloadOnce: ReloadOnce = {
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    reload: () => reloads.push(1),
  };
  return { reloadOnce, reloads, flag: (name: string) => storage.get(`${RELOADED_FOR}${name}`) };
}

/** Whether a promise has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return done;
}

describe('loading a page whose code may fail to download', () => {
  it('tries a failed download once more and then has the code, with no reload', async () => {
    const { load, attempts } = download(chunkLoadError());
    const { reloadOnce, reloads } = tab();
    await expect(loadChunk('about', load, reloadOnce)).resolves.toEqual({ default: 'Page' });
    expect(attempts).toEqual([1, 2]);
    expect(reloads).toEqual([]);
  });

  it('reloads the page once when the second try fails too, remembering it for that chunk', async () => {
    const { load, attempts } = download(chunkLoadError(), chunkLoadError());
    const { reloadOnce, reloads, flag } = tab();
    const loading = loadChunk('about', load, reloadOnce);
    expect(await settled(loading)).toBe(false);
    expect(attempts).toEqual([1, 2]);
    expect(reloads).toHaveLength(1);
    expect(flag('about')).toBe('1');
  });

  it('throws instead of reloading again when the reloaded page fails for the same chunk', async () => {
    const { reloadOnce, reloads } = tab();
    void loadChunk('about', download(chunkLoadError(), chunkLoadError()).load, reloadOnce);
    await settled(Promise.resolve());
    const again = download(chunkLoadError(), chunkLoadError());
    await expect(loadChunk('about', again.load, reloadOnce)).rejects.toThrow('Loading chunk');
    expect(reloads).toHaveLength(1);
  });

  it('still reloads for another chunk, and forgets the reload once the chunk has loaded', async () => {
    const { reloadOnce, reloads, flag } = tab();
    void loadChunk('about', download(chunkLoadError(), chunkLoadError()).load, reloadOnce);
    await settled(Promise.resolve());
    void loadChunk('contact', download(chunkLoadError(), chunkLoadError()).load, reloadOnce);
    await settled(Promise.resolve());
    expect(reloads).toHaveLength(2);
    await loadChunk('about', download('ok').load, reloadOnce);
    expect(flag('about')).toBeUndefined();
    expect(flag('contact')).toBe('1');
  });

  it('throws an error inside the code at once: neither a retry nor a reload helps it', async () => {
    const { load, attempts } = download(new TypeError('x is not a function'));
    const { reloadOnce, reloads } = tab();
    await expect(loadChunk('about', load, reloadOnce)).rejects.toThrow('x is not a function');
    expect(attempts).toEqual([1]);
    expect(reloads).toEqual([]);
  });

  it('throws after the retry where no reload is possible (the server, storage refused)', async () => {
    const { load, attempts } = download(chunkLoadError(), chunkLoadError());
    await expect(loadChunk('about', load, null)).rejects.toThrow('Loading chunk');
    expect(attempts).toEqual([1, 2]);

    const refused = tab();
    refused.reloadOnce.storage.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const second = download(chunkLoadError(), chunkLoadError());
    await expect(loadChunk('about', second.load, refused.reloadOnce)).rejects.toThrow();
    expect(refused.reloads).toEqual([]);
  });

  it.each([
    ['Loading chunk 412 failed.', 'Error', true],
    ['Loading CSS chunk 7 failed.\n(/static/css/async/7.css)', 'Error', true],
    ['Failed to fetch dynamically imported module: https://x/a.js', 'TypeError', true],
    ['error loading dynamically imported module', 'TypeError', true],
    ['Importing a module script failed.', 'TypeError', true],
    ['anything', 'ChunkLoadError', true],
    ['Cannot read properties of undefined', 'TypeError', false],
  ])('takes %p (%s) for a failed download: %p', (message, name, expected) => {
    const error = new Error(message);
    error.name = name;
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
