import type { PagedQuery } from '../../../src/core/entities/Browse';
import type { ContactMessage } from '../../../src/core/entities/Contact';
import type { ContactApi } from '../../../src/core/ports/ContactApi';
import { BrowseCollection } from '../../../src/core/use-cases/BrowseCollection';
import { ListRelated } from '../../../src/core/use-cases/ListRelated';
import { LoadHome } from '../../../src/core/use-cases/LoadHome';
import { otherActiveBlogs, ReadBlogs } from '../../../src/core/use-cases/ReadBlogs';
import { ResolveAsset } from '../../../src/core/use-cases/ResolveAsset';
import { SearchArchive } from '../../../src/core/use-cases/SearchArchive';
import { invalidContactFields, SubmitContact } from '../../../src/core/use-cases/SubmitContact';
import { aBlog, anAsset, anAssetDetail, archiveWith, blogsWith } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';

describe('BrowseCollection', () => {
  it('asks for the page and the total of the same filter', async () => {
    const queries: PagedQuery[] = [];
    const items = [anAsset(), anAsset()];
    const browse = new BrowseCollection(
      archiveWith({
        pagedAssets: async (q) => (queries.push(q), items),
        pagedCount: async (q) => (queries.push(q), 412),
      }),
    );
    await expect(browse.execute({ collection: 4, category: 'series', page: 3 })).resolves.toEqual({
      items,
      total: 412,
    });
    expect(queries).toEqual([
      { Page: 3, CollectionId: 4, AssetType: 'Series' },
      { CollectionId: 4, AssetType: 'Series' },
    ]);
  });
});

describe('ResolveAsset', () => {
  const related = [anAsset(), anAsset(), anAsset(), anAsset()];

  it('gives the detail with the first 3 related assets', async () => {
    const detail = anAssetDetail();
    const resolve = new ResolveAsset(
      archiveWith({ assetDetail: async () => detail, related: async () => related }),
      new MemoryLogger(),
    );
    await expect(resolve.execute('A-1')).resolves.toEqual({
      found: true,
      detail,
      side: { kind: 'related', items: related.slice(0, 3) },
    });
  });

  it('falls back to the first 3 new additions when nothing is related', async () => {
    const additions = [anAsset(), anAsset(), anAsset(), anAsset(), anAsset()];
    const resolve = new ResolveAsset(
      archiveWith({
        assetDetail: async () => anAssetDetail(),
        related: async () => [],
        recentlyAdded: async () => additions,
      }),
      new MemoryLogger(),
    );
    const result = await resolve.execute('A-1');
    expect(result.found && result.side).toEqual({
      kind: 'newAdditions',
      items: additions.slice(0, 3),
    });
  });

  it('treats a non-public asset as not found', async () => {
    const resolve = new ResolveAsset(
      archiveWith({
        assetDetail: async () => anAssetDetail({ isPublic: false }),
        related: async () => [],
      }),
      new MemoryLogger(),
    );
    await expect(resolve.execute('A-1')).resolves.toEqual({ found: false });
  });

  it('treats a failed or unknown asset as not found, and logs it', async () => {
    const logger = new MemoryLogger();
    const resolve = new ResolveAsset(
      archiveWith({ assetDetail: () => Promise.reject(new Error('assetDetail failed: HTTP 404')) }),
      logger,
    );
    await expect(resolve.execute('nope')).resolves.toEqual({ found: false });
    expect(logger.messages).toContain('Error fetching asset details:');
  });
});

describe('SearchArchive', () => {
  it('makes no call for a blank term', async () => {
    const calls: string[] = [];
    const search = new SearchArchive(archiveWith({ search: async (k) => (calls.push(k), []) }));
    await expect(search.execute('   ')).resolves.toBeUndefined();
    await expect(search.execute('')).resolves.toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('searches the trimmed term in ALLFIELDS by default', async () => {
    const calls: [string, string][] = [];
    const hits = [anAsset()];
    const search = new SearchArchive(
      archiveWith({ search: async (k, f) => (calls.push([k, f]), hits) }),
    );
    await expect(search.execute('  flood  ')).resolves.toBe(hits);
    await search.execute('levee', '');
    await search.execute('levee', 'TITLE');
    expect(calls).toEqual([
      ['flood', 'ALLFIELDS'],
      ['levee', 'ALLFIELDS'],
      ['levee', 'TITLE'],
    ]);
  });
});

describe('SubmitContact', () => {
  const valid = {
    name: 'Ada',
    location: 'Baton Rouge',
    zip: '70802',
    email: 'ada@example.org',
    message: 'Hello',
  };

  it.each([
    [{}, '', []],
    [{ name: '  ' }, 'token', ['name']],
    [{ email: 'not-an-email' }, 'token', ['email']],
    [{ email: '' }, 'token', ['email']],
    [{ zip: '', location: '', message: '' }, 'token', ['location', 'zip', 'message']],
    [{}, '', ['captcha']],
  ])('with %p and token %p the invalid fields are %p', (change, token, invalid) => {
    const expected = token === '' && invalid.length === 0 ? ['captcha'] : invalid;
    expect(invalidContactFields({ ...valid, ...change }, token)).toEqual(expected);
  });

  class RecordingContact implements ContactApi {
    sent: ContactMessage[] = [];
    tokens: string[] = [];
    fail = false;
    async send(message: ContactMessage) {
      if (this.fail) throw new Error('contact failed: HTTP 500');
      this.sent.push(message);
    }
    async verifyCaptcha(token: string) {
      this.tokens.push(token);
    }
  }

  it('sends nothing when the form is invalid or the captcha unsolved', async () => {
    const api = new RecordingContact();
    const logger = new MemoryLogger();
    const submit = new SubmitContact(api, logger);
    await expect(submit.execute({ ...valid, email: 'x' }, 'token')).resolves.toBe('invalid');
    await expect(submit.execute(valid, '')).resolves.toBe('invalid');
    expect(api.sent).toEqual([]);
    expect(api.tokens).toEqual([]);
    expect(logger.entries).toHaveLength(2);
  });

  it('verifies the token and sends the message with the token in both fields', async () => {
    const api = new RecordingContact();
    await expect(new SubmitContact(api, new MemoryLogger()).execute(valid, 'tok')).resolves.toBe(
      'sent',
    );
    expect(api.tokens).toEqual(['tok']);
    expect(api.sent).toEqual([{ ...valid, reCaptcha: 'tok', 'g-recaptcha-response': 'tok' }]);
  });

  it('logs a failed send and reports it', async () => {
    const api = Object.assign(new RecordingContact(), { fail: true });
    const logger = new MemoryLogger();
    await expect(new SubmitContact(api, logger).execute(valid, 'tok')).resolves.toBe('failed');
    expect(logger.messages).toContain('Error sending contact message:');
  });
});

describe('LoadHome', () => {
  it('resolves trend ids to public details, skipping failures', async () => {
    const logger = new MemoryLogger();
    const home = new LoadHome(
      archiveWith({
        assetDetail: async (id) => {
          if (id === 'gone') throw new Error('assetDetail failed: HTTP 404');
          return anAssetDetail({ id, title: `T ${id}`, isPublic: id !== 'hidden' });
        },
      }),
      blogsWith({ frontpageTrendIds: async () => ['1', 'gone', 'hidden', '2'] }),
      logger,
    );
    const trending = await home.trending();
    expect(trending.map((t) => [t.id, t.title])).toEqual([
      ['1', 'T 1'],
      ['2', 'T 2'],
    ]);
    expect(logger.entries).toHaveLength(1);
  });

  it('asks for every trend detail at once', async () => {
    let inFlight = 0;
    let most = 0;
    const home = new LoadHome(
      archiveWith({
        assetDetail: async (id) => {
          inFlight++;
          most = Math.max(most, inFlight);
          await new Promise((r) => setTimeout(r, 5));
          inFlight--;
          return anAssetDetail({ id });
        },
      }),
      blogsWith({ frontpageTrendIds: async () => ['1', '2', '3', '4'] }),
      new MemoryLogger(),
    );
    await home.trending();
    expect(most).toBe(4);
  });

  it('resolves carousel blogs, keeping only active ones', async () => {
    const blogs = { b1: aBlog({ key: 'b1' }), b2: aBlog({ key: 'b2', active: false }) };
    const home = new LoadHome(
      archiveWith({}),
      blogsWith({
        frontpageBlogIds: async () => ['b1', 'b2'],
        blog: async (id) => blogs[id as keyof typeof blogs],
      }),
      new MemoryLogger(),
    );
    await expect(home.carouselBlogs()).resolves.toEqual([blogs.b1]);
  });

  it('logs and empties each part that fails', async () => {
    const logger = new MemoryLogger();
    const fail = () => Promise.reject(new Error('HTTP 500'));
    const home = new LoadHome(
      archiveWith({ recentlyAdded: fail, allAssets: fail }),
      blogsWith({ frontpageTrendIds: fail, frontpageBlogIds: fail }),
      logger,
    );
    await expect(home.trending()).resolves.toEqual([]);
    await expect(home.carouselBlogs()).resolves.toEqual([]);
    await expect(home.newAdditions()).resolves.toEqual([]);
    await expect(home.browseItems('Topic')).resolves.toEqual([]);
    expect(logger.messages).toEqual([
      'Error fetching trends:',
      'Error fetching blogs:',
      'Error fetching new additions:',
      'Error fetching topics:',
    ]);
  });
});

describe('ListRelated', () => {
  it('heads a series listing with its series title and other listings with the title', async () => {
    const archive = archiveWith({
      relatedPaged: async () => [anAsset()],
      relatedCount: async () => 40,
      assetDetail: async () =>
        anAssetDetail({ title: 'Episode title', seriesTitle: 'Series title' }),
    });
    const list = new ListRelated(archive);
    await expect(list.execute('series', 'S1', 2)).resolves.toMatchObject({
      heading: 'Series title',
      total: 40,
    });
    await expect(list.execute('topic', 'T1', 1)).resolves.toMatchObject({
      heading: 'Episode title',
    });
  });
});

describe('ReadBlogs', () => {
  it('lists only active blogs of a page', async () => {
    const active = aBlog();
    const read = new ReadBlogs(
      blogsWith({
        blogPage: async () => ({
          data: [active, aBlog({ active: false })],
          totalItems: 2,
          pageSize: 6,
          pageNumber: 1,
        }),
      }),
      new MemoryLogger(),
    );
    await expect(read.page(1)).resolves.toEqual({
      data: [active],
      totalItems: 2,
      pageSize: 6,
      pageNumber: 1,
    });
  });

  it('gives up to 4 other active blogs beside the one viewed', async () => {
    const current = aBlog({ key: 'now' });
    const all = [current, aBlog({ active: false }), aBlog(), aBlog(), aBlog(), aBlog(), aBlog()];
    const read = new ReadBlogs(
      blogsWith({ blog: async () => current, allBlogs: async () => all }),
      new MemoryLogger(),
    );
    const { blog, others } = await read.detail('now');
    expect(blog).toBe(current);
    expect(others).toEqual(all.slice(2, 6));
    expect(otherActiveBlogs(all, 'now', 2)).toEqual(all.slice(2, 4));
  });
});
