/** @jest-environment node */
import {
  blogByIdFromJson,
  blogFromJson,
  blogListFromJson,
  blogPageFromJson,
  frontpageIdsFromJson,
  naturalCompare,
} from '../../../src/adapters/shared/blogJson';
import { LPB, LSA } from '../../../src/core/entities/Collection';
import type { DefaultThumbnails } from '../../../src/core/rules/media/media';

const DEFAULTS: DefaultThumbnails = {
  [LPB]: '/img/lpb-default.svg',
  [LSA]: '/img/lsa-default.svg',
};

const CONTRACT_BLOG = {
  key: 'b7',
  blogtitle: 'The 1927 Flood on Film',
  bloghtml: '<p>When the levees broke…</p>',
  blogpic: 'https://example.org/flood.jpg',
  blogdesc: 'How newsreels covered the flood.',
  blogdate: '2024-03-05T00:00:00Z',
  blogactive: true,
};

const EXPECTED_BLOG = {
  key: 'b7',
  title: 'The 1927 Flood on Film',
  html: '<p>When the levees broke…</p>',
  picture: 'https://example.org/flood.jpg',
  description: 'How newsreels covered the flood.',
  date: '2024-03-05T00:00:00Z',
  active: true,
};

describe('blogFromJson', () => {
  it('maps the contract example', () => {
    expect(blogFromJson(CONTRACT_BLOG, DEFAULTS)).toEqual(EXPECTED_BLOG);
  });

  it('reads missing and null fields as empty values', () => {
    expect(blogFromJson({ blogtitle: null }, DEFAULTS)).toEqual({
      key: '',
      title: '',
      html: '',
      picture: DEFAULTS[LPB],
      description: '',
      date: '',
      active: false,
    });
  });

  it('keeps a numeric key as text', () => {
    expect(blogFromJson({ key: 12 }, DEFAULTS).key).toBe('12');
  });

  it.each([
    [true, true],
    ['true', true],
    [' TRUE ', true],
    [1, true],
    [false, false],
    ['false', false],
    ['1', false],
    [null, false],
    [undefined, false],
  ])('blogactive %j reads as %s', (value, expected) => {
    expect(blogFromJson({ blogactive: value }, DEFAULTS).active).toBe(expected);
  });

  it.each([
    ['', DEFAULTS[LPB]],
    ['http://example.org/p.jpg', 'https://example.org/p.jpg'],
    ['https://ldma-blog.s3.amazonaws.com/p.jpg', 'https://s3.amazonaws.com/ldma-blog/p.jpg'],
  ])('normalises the picture %j', (pic, expected) => {
    expect(blogFromJson({ blogpic: pic }, DEFAULTS).picture).toBe(expected);
  });

  it.each([[null], [[]], ['blog'], [3]])('throws for %j', (value) => {
    expect(() => blogFromJson(value, DEFAULTS)).toThrow(Error);
  });
});

describe('blogListFromJson', () => {
  it('maps an array, skipping items that are not objects', () => {
    expect(
      blogListFromJson([CONTRACT_BLOG, null, 'x', { key: 'b8' }], DEFAULTS).map((b) => b.key),
    ).toEqual(['b7', 'b8']);
  });

  it.each([[{}], [null], ['[]'], [{ data: [] }]])(
    'throws when the answer is not an array (%j)',
    (value) => {
      expect(() => blogListFromJson(value, DEFAULTS)).toThrow(Error);
    },
  );
});

describe('blogByIdFromJson', () => {
  it('accepts an object or an array of one', () => {
    expect(blogByIdFromJson(CONTRACT_BLOG, DEFAULTS)).toEqual(EXPECTED_BLOG);
    expect(blogByIdFromJson([CONTRACT_BLOG], DEFAULTS)).toEqual(EXPECTED_BLOG);
  });

  it.each([[[]], [null], [[null]], ['b7']])('throws when there is no blog (%j)', (value) => {
    expect(() => blogByIdFromJson(value, DEFAULTS)).toThrow(Error);
  });
});

describe('blogPageFromJson', () => {
  it('maps the contract shape', () => {
    expect(
      blogPageFromJson(
        { data: [CONTRACT_BLOG], totalItems: 31, pageSize: 25, pageNumber: 2 },
        DEFAULTS,
        2,
      ),
    ).toEqual({ data: [EXPECTED_BLOG], totalItems: 31, pageSize: 25, pageNumber: 2 });
  });

  it('coerces numbers sent as text', () => {
    expect(
      blogPageFromJson({ data: [], totalItems: '31', pageSize: ' 10 ', pageNumber: '3' }, DEFAULTS),
    ).toEqual({
      data: [],
      totalItems: 31,
      pageSize: 10,
      pageNumber: 3,
    });
  });

  it('defaults missing or bad numbers: size 25, the page asked for, the total seen so far', () => {
    const page = blogPageFromJson(
      { data: [CONTRACT_BLOG], pageSize: 0, totalItems: 'many', pageNumber: -1 },
      DEFAULTS,
      3,
    );
    expect(page).toEqual({ data: [EXPECTED_BLOG], totalItems: 51, pageSize: 25, pageNumber: 3 });
  });

  it.each([[{}], [{ data: {} }], [{ data: 'x' }], [[]], [null]])(
    'throws when data is not an array (%j)',
    (value) => {
      expect(() => blogPageFromJson(value, DEFAULTS)).toThrow(Error);
    },
  );
});

describe('frontpageIdsFromJson', () => {
  it('takes the ids in key order, trend2 before trend10, skipping empty ones', () => {
    const value = [
      { trend10: '10', trend2: '2', trend1: '1', trend3: '', other: 'x', trend4: null },
    ];
    expect(frontpageIdsFromJson(value, 'trend')).toEqual(['1', '2', '10']);
  });

  it('accepts a single object and coerces numbers to text', () => {
    expect(frontpageIdsFromJson({ blog2: 'b9', blog1: 7 }, 'blog')).toEqual(['7', 'b9']);
  });

  it('reads several objects in order and ignores other prefixes and non-objects', () => {
    const value = [{ trend1: 'a', blog1: 'x' }, 'junk', { trend1: ' b ' }, { trend: 'c' }];
    expect(frontpageIdsFromJson(value, 'trend')).toEqual(['a', 'b', 'c']);
  });

  it('skips values that are not text or numbers', () => {
    expect(
      frontpageIdsFromJson(
        [{ trend1: { id: 1 }, trend2: true, trend3: ['4'], trend4: '4' }],
        'trend',
      ),
    ).toEqual(['4']);
  });

  it('an empty array has no ids', () => {
    expect(frontpageIdsFromJson([], 'trend')).toEqual([]);
  });

  it.each([[null], ['trend1'], [42]])('throws for %j', (value) => {
    expect(() => frontpageIdsFromJson(value, 'trend')).toThrow(Error);
  });

  it('orders keys naturally', () => {
    expect(
      ['trend10', 'trend2', 'trend1', 'trendB', 'trendA', 'trend02'].sort(naturalCompare),
    ).toEqual(['trend1', 'trend2', 'trend02', 'trend10', 'trendA', 'trendB']);
  });
});
