import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { PagedList } from '../../../src/core/stores/PagedList';
import { PageData } from '../../../src/core/stores/PageData';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Answer {
  names: string[];
  pages: number;
}

/** Lists named by a letter, each `pages` long; records what was fetched and remembered. */
function aPagedList(pages = 3, data?: PageData) {
  const fetched: string[] = [];
  const remembered: string[] = [];
  const logger = new MemoryLogger();
  const list = new PagedList<string, Answer>(
    'a',
    { names: [], pages: 0 },
    { logger, failure: 'Error fetching things:', data },
    {
      listKey: (name) => `things/${name}`,
      pageOf: async (name, page) => {
        fetched.push(`${name}/${page}`);
        return { names: [`${name}${page}`], pages };
      },
      pageCount: (answer) => Math.max(1, answer.pages),
      remember: (name, page) => remembered.push(`${name}/${page}`),
      listed: (name) => name !== '',
    },
  );
  return { list, fetched, remembered, logger };
}

describe('PagedList', () => {
  it('loads nothing before start, then the page it opened at', async () => {
    const { list, fetched, remembered } = aPagedList();
    list.at('b', 2);
    expect(fetched).toEqual([]);
    await list.start();
    expect(fetched).toEqual(['b/2']);
    expect(list.value.names).toEqual(['b2']);
    expect(list.counted).toBe(true);
    expect(remembered).toEqual([]);
  });

  it('shows and remembers a page, and does not ask again for the page shown', async () => {
    const { list, fetched, remembered } = aPagedList();
    await list.start();
    list.show('a', 2);
    await settle();
    list.show('a', 2);
    await settle();
    expect(fetched).toEqual(['a/1', 'a/2']);
    expect(remembered).toEqual(['a/2', 'a/2']);
    expect(list.page).toBe(2);
  });

  it('keeps a page past the known end of the same list at the last page', async () => {
    const { list, fetched } = aPagedList(3);
    await list.start();
    list.show('a', 9);
    expect(list.page).toBe(3);
    await settle();
    expect(fetched).toEqual(['a/1', 'a/3']);
  });

  it('moves a page past the end to the last page once the count is known', async () => {
    const { list, fetched } = aPagedList(3);
    list.at('a', 9);
    await list.start();
    await settle();
    expect(list.page).toBe(3);
    expect(fetched).toEqual(['a/9', 'a/3']);
  });

  it('starts another list uncounted, at the page asked for', async () => {
    const { list, fetched } = aPagedList(3);
    await list.start();
    list.show('b', 5);
    expect(list.counted).toBe(false);
    expect(list.page).toBe(5);
    await settle();
    expect(fetched).toEqual(['a/1', 'b/5', 'b/3']);
  });

  it('goes to pages within the known pages, and to any page before they are known', async () => {
    const { list } = aPagedList(3);
    list.goTo(7);
    expect(list.page).toBe(7);
    await list.start();
    await settle();
    list.goTo(0);
    expect(list.page).toBe(1);
    list.goTo(2.7);
    expect(list.page).toBe(2);
    list.goTo(99);
    expect(list.page).toBe(3);
  });

  it('asks nothing for a list the address does not name', async () => {
    const { list, fetched } = aPagedList();
    list.at('', 1);
    await list.start();
    expect(fetched).toEqual([]);
    expect(list.loading).toBe(false);
  });

  it('takes the page the server already sent, without asking', () => {
    const data = new PageData({ 'things/a/2': { ok: true, value: { names: ['sent'], pages: 4 } } });
    const { list, fetched } = aPagedList(3, data);
    list.at('a', 2);
    list.restore();
    expect(list.value.names).toEqual(['sent']);
    expect(list.lastPage).toBe(4);
    expect(list.counted).toBe(true);
    expect(fetched).toEqual([]);
  });

  it('loads nothing after dispose until started again', async () => {
    const { list, fetched } = aPagedList();
    await list.start();
    list.dispose();
    list.show('a', 2);
    await settle();
    expect(fetched).toEqual(['a/1']);
    await list.start();
    expect(fetched).toEqual(['a/1', 'a/2']);
  });

  it('logs a failed page, shows the empty answer and counts one page', async () => {
    const logger = new MemoryLogger();
    const failing = new PagedList<string, Answer>(
      'a',
      { names: [], pages: 0 },
      { logger, failure: 'Error fetching things:' },
      {
        listKey: (name) => name,
        pageOf: async () => Promise.reject(new Error('down')),
        pageCount: (answer) => Math.max(1, answer.pages),
        remember: () => undefined,
      },
    );
    await failing.start();
    expect(logger.messages).toEqual(['Error fetching things:']);
    expect(failing.value.names).toEqual([]);
    expect([failing.counted, failing.lastPage]).toEqual([true, 1]);
  });
});
