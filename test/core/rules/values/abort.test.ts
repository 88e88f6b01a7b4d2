import { unlessAborted } from '../../../../src/core/rules/values/abort';

describe('waiting for work unless aborted', () => {
  it('is the work itself without a signal', () => {
    const work = Promise.resolve(1);
    expect(unlessAborted(work, undefined)).toBe(work);
  });

  it('settles as the work does while the signal stays quiet', async () => {
    const signal = new AbortController().signal;
    await expect(unlessAborted(Promise.resolve(1), signal)).resolves.toBe(1);
    await expect(unlessAborted(Promise.reject(new Error('down')), signal)).rejects.toThrow('down');
  });

  it('rejects with an AbortError at once when the signal aborts, before or during', async () => {
    const before = new AbortController();
    before.abort();
    const pending = new Promise<number>(() => undefined);
    await expect(unlessAborted(pending, before.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    const during = new AbortController();
    const waiting = unlessAborted(pending, during.signal);
    during.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
