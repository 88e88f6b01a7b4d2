/** @jest-environment node */
import { LPB } from '../../../src/core/entities/Collection';
import { aContactMessage } from '../../support/builders';
import { FakeFetch, type Reply } from './fakeFetch';
import { httpPortsOver } from './testClient';

// Every call of SPEC §7 against every way the archive API has been seen to fail: each
// rejects with an Error that names the call, and nothing of the failure is kept, so the
// next call asks the network again and gets the good answer.

const TIMEOUT_MS = 20;

const LIST = '<ArrayOfAsset><Asset><Id>1</Id><Type>Clip</Type></Asset></ArrayOfAsset>';
const COUNT = '<AllAssets><Count>31</Count></AllAssets>';
const DETAIL = '<AssetDetail><clipTitle>C</clipTitle><IsPublic>True</IsPublic></AssetDetail>';
const BLOG = { key: 'b7', blogtitle: 'Flood', blogactive: true };
const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>Service Unavailable</title></head><body>Down</body></html>';

type Ports = ReturnType<typeof httpPortsOver>;

interface CallCase {
  name: string;
  call: (ports: Ports) => Promise<unknown>;
  /** What the API answers when all is well. */
  good: string;
  kind: 'xml' | 'json' | 'write';
}

const CALLS: CallCase[] = [
  { name: 'allAssets', call: (p) => p.archive.allAssets('Series'), good: LIST, kind: 'xml' },
  { name: 'trending', call: (p) => p.archive.trending(), good: LIST, kind: 'xml' },
  { name: 'recentlyAdded', call: (p) => p.archive.recentlyAdded(), good: LIST, kind: 'xml' },
  { name: 'assetDetail', call: (p) => p.archive.assetDetail('1042'), good: DETAIL, kind: 'xml' },
  {
    name: 'pagedAssets',
    call: (p) => p.archive.pagedAssets({ Page: 1, CollectionId: LPB }),
    good: LIST,
    kind: 'xml',
  },
  {
    name: 'pagedCount',
    call: (p) => p.archive.pagedCount({ CollectionId: LPB }),
    good: COUNT,
    kind: 'xml',
  },
  { name: 'relatedPaged', call: (p) => p.archive.relatedPaged('S1', 2), good: LIST, kind: 'xml' },
  { name: 'related', call: (p) => p.archive.related('S1'), good: LIST, kind: 'xml' },
  { name: 'relatedCount', call: (p) => p.archive.relatedCount('S1'), good: COUNT, kind: 'xml' },
  { name: 'search', call: (p) => p.archive.search('flood', 'ALLFIELDS'), good: LIST, kind: 'xml' },
  {
    name: 'allBlogs',
    call: (p) => p.blogs.allBlogs(),
    good: JSON.stringify([BLOG]),
    kind: 'json',
  },
  { name: 'blog', call: (p) => p.blogs.blog('b7'), good: JSON.stringify(BLOG), kind: 'json' },
  {
    name: 'blogPage',
    call: (p) => p.blogs.blogPage(1),
    good: JSON.stringify({ data: [BLOG], totalItems: 1, pageSize: 25, pageNumber: 1 }),
    kind: 'json',
  },
  {
    name: 'frontpageTrendIds',
    call: (p) => p.blogs.frontpageTrendIds(),
    good: JSON.stringify([{ trend1: '1042' }]),
    kind: 'json',
  },
  {
    name: 'frontpageBlogIds',
    call: (p) => p.blogs.frontpageBlogIds(),
    good: JSON.stringify([{ blog1: 'b7' }]),
    kind: 'json',
  },
  {
    name: 'contact',
    call: (p) => p.contact.send(aContactMessage()),
    good: '',
    kind: 'write',
  },
  { name: 'verifyCaptcha', call: (p) => p.contact.verifyCaptcha('tok'), good: '', kind: 'write' },
];

type Failure = Reply | 'hang';

/** Failures every call must survive. */
const ANY_CALL: [string, Failure, RegExp][] = [
  ['a 500', { status: 500, body: HTML_PAGE }, /HTTP 500/],
  ['a 404', { status: 404, body: 'Not found' }, /HTTP 404/],
  ['a network error', new TypeError('fetch failed'), /network error/],
  ['a timeout', 'hang', /timed out/],
];

/** Failures of a read: a 200 whose body is not what the contract says. */
const READS: [string, Failure, RegExp][] = [
  ['malformed XML', { body: '<ArrayOfAsset><Asset><Id>1</Asset>' }, /./],
  ['malformed JSON', { body: '[{"key": "b1", "blogtitle": ' }, /./],
  ['an empty body', { body: '' }, /empty body/],
  ['a blank body', { body: ' \n ' }, /empty body/],
  ['an HTML page with 200', { body: HTML_PAGE }, /HTML|JSON/],
];

function setUp() {
  const net = new FakeFetch();
  // Caching on, as in the site: a failure must not be what the cache keeps.
  return { net, ports: httpPortsOver(net, { timeoutMs: TIMEOUT_MS }) };
}

function failWith(net: FakeFetch, failure: Failure): void {
  if (failure === 'hang') net.hang();
  else net.answer(() => failure);
}

const cases = CALLS.flatMap((c) =>
  [...ANY_CALL, ...(c.kind === 'write' ? [] : READS)].map(
    ([kind, failure, reason]) => [c.name, kind, c, failure, reason] as const,
  ),
);

describe.each(cases)('%s, on %s', (name, _kind, c, failure, reason) => {
  it('rejects with an Error naming the call, and keeps nothing of the failure', async () => {
    const { net, ports } = setUp();
    failWith(net, failure);
    const error = await c.call(ports).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(new RegExp(`^${name} failed: `));
    expect((error as Error).message).toMatch(reason);

    net.release();
    net.answer(() => ({ body: c.good }));
    const asked = net.requests.length;
    await expect(c.call(ports)).resolves.not.toBeInstanceOf(Error);
    expect(net.requests.length).toBe(asked + 1);
  });
});

describe('writes read no answer', () => {
  it.each([
    ['malformed JSON', '{"ok": '],
    ['an HTML page', HTML_PAGE],
    ['an empty body', ''],
  ])('a 2xx with %s is a success (its body is not read)', async (_kind, body) => {
    const { net, ports } = setUp();
    net.answer(() => ({ body }));
    for (const c of CALLS.filter((x) => x.kind === 'write')) {
      await expect(c.call(ports)).resolves.toBeUndefined();
    }
  });
});
