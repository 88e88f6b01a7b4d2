/** @jest-environment node */
import { parseJsonBody } from '../../../src/adapters/http/jsonBody';
import { FakeFetch } from './fakeFetch';
import { clientOver } from './testClient';

describe('JSON bodies', () => {
  it('resolves the parsed body', async () => {
    const net = new FakeFetch(() => ({ body: '[{"trend1":"5"}]' }));
    await expect(
      clientOver(net).getParsed('frontpageTrendIds', '/t', undefined, parseJsonBody),
    ).resolves.toEqual([{ trend1: '5' }]);
  });

  it.each([
    ['empty', ''],
    ['blank', ' \n'],
    ['HTML', '<!doctype html><p>Sign in</p>'],
    ['truncated', '{"data": ['],
  ])('rejects a %s body, naming the call', async (_name, body) => {
    const net = new FakeFetch(() => ({ body }));
    await expect(
      clientOver(net).getParsed('blogPage', '/blog-pagination/1', undefined, parseJsonBody),
    ).rejects.toThrow(/^blogPage failed: /);
  });
});
