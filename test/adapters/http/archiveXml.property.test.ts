/** @jest-environment node */
import fc from 'fast-check';
import {
  parseAssetDetail,
  parseAssetList,
  parseCount,
} from '../../../src/adapters/http/archiveXml';
import {
  blogByIdFromJson,
  blogListFromJson,
  blogPageFromJson,
  frontpageIdsFromJson,
} from '../../../src/adapters/shared/blogJson';
import { ASSET_TYPES, type Asset } from '../../../src/core/entities/Asset';
import type { AssetDetail } from '../../../src/core/entities/AssetDetail';
import type { Blog } from '../../../src/core/entities/Blog';
import { LPB, LSA } from '../../../src/core/entities/Collection';
import type { DefaultThumbnails } from '../../../src/core/rules/media/media';

const DEFAULTS: DefaultThumbnails = { [LPB]: '/img/lpb.svg', [LSA]: '/img/lsa.svg' };
const RUNS = { numRuns: 300 };

// ---- what "inside the contract" means ----

const isText = (value: unknown) => typeof value === 'string' && value === value.trim();
const isTextList = (value: unknown) =>
  Array.isArray(value) && value.every((v) => isText(v) && v !== '');

function expectAsset(a: Asset): void {
  for (const key of ['id', 'identifier', 'title', 'seriesTitle'] as const)
    expect(isText(a[key])).toBe(true);
  expect(['', ...ASSET_TYPES]).toContain(a.type);
  expect(typeof a.thumbnail).toBe('string');
  expect(a.thumbnail).not.toBe('');
  expect(typeof a.isDigitized).toBe('boolean');
  expect(typeof a.isPublic).toBe('boolean');
  expect([LPB, LSA, undefined]).toContain(a.collection);
  expect(Number.isSafeInteger(a.trackViews) && a.trackViews >= 0).toBe(true);
}

function expectDetail(d: AssetDetail): void {
  const texts = [
    'assetType',
    'collectionName',
    'collectionImageUrl',
    'title',
    'segmentTitle',
    'seriesTitle',
    'duration',
    'timeStart',
    'dateIssued',
  ] as const;
  for (const key of texts) expect(isText(d[key])).toBe(true);
  expect([LPB, LSA]).toContain(d.collection);
  for (const key of ['subjects', 'publishers', 'coverages'] as const)
    expect(isTextList(d[key])).toBe(true);
  expect(
    d.descriptions.every((x) => isText(x.text) && x.text && x.type.toLowerCase() === 'abstract'),
  ).toBe(true);
  expect(d.genres.every((x) => isText(x.text) && x.text && isText(x.authority))).toBe(true);
  expect(d.contributors.every((x) => x.name && x.role && isText(x.name) && isText(x.role))).toBe(
    true,
  );
  expect(d.thumbnail).not.toBe('');
  expect(d.mediaUrl).not.toBe('');
  expect(typeof d.isPublic).toBe('boolean');
  expect(typeof d.isDigitized).toBe('boolean');
}

function expectBlog(b: Blog): void {
  for (const key of ['key', 'title', 'html', 'description', 'date'] as const)
    expect(isText(b[key])).toBe(true);
  expect(b.picture).not.toBe('');
  expect(typeof b.active).toBe('boolean');
}

/** Runs `work`; it may only return or throw an Error (never a string, never a crash). */
function onlyErrors<T>(work: () => T, check: (value: T) => void): void {
  let value: T;
  try {
    value = work();
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return;
  }
  check(value);
}

// ---- XML-ish input ----

const NAMES = [
  'ArrayOfAsset',
  'AllAssets',
  'AssetDetail',
  'Asset',
  'Id',
  'Identifier',
  'Type',
  'clipTitle',
  'seriesTitle',
  'ThumbnailImage',
  'IsPublic',
  'Collection',
  'TrackViews',
  'Count',
  'subjects',
  'subject',
  'descriptions',
  'description',
  'text',
  'type',
  'contributors',
  'contributor',
  'name',
  'role',
  'a:Asset',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'html',
];

const textPiece = fc.oneof(
  fc.constantFrom(
    'Clip',
    'Series',
    'True',
    'false',
    '3',
    '4',
    '00123',
    '-1',
    ' ',
    '\n',
    'Abstract',
    'http://x.s3.amazonaws.com/k.jpg',
  ),
  fc.constantFrom(
    '&amp;',
    '&#8217;',
    '&#x2019;',
    '&lt;',
    '&nbsp;',
    '&bogus;',
    '&#0;',
    '<![CDATA[<b>]]>',
    '<!-- c -->',
  ),
  fc.string({ maxLength: 8 }).map((s) => s.replace(/[<&]/g, '')),
);

interface Tree {
  name: string;
  nil: boolean;
  parts: (string | Tree)[];
}

const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
  node: fc.record({
    name: fc.constantFrom(...NAMES),
    nil: fc.boolean(),
    parts: fc.array(fc.oneof({ depthSize: 'small' }, textPiece, tie('node')), { maxLength: 5 }),
  }),
})).node;

function render(node: Tree): string {
  const attrs = node.nil ? ' i:nil="true"' : '';
  const inner = node.parts.map((p) => (typeof p === 'string' ? p : render(p))).join('');
  return inner ? `<${node.name}${attrs}>${inner}</${node.name}>` : `<${node.name}${attrs}/>`;
}

const wellFormed = tree.map(
  (root) =>
    `<?xml version="1.0"?>${render(root).replace(/^<([\w:]+)/, '<$1 xmlns:i="urn:i" xmlns:a="urn:a"')}`,
);

// Fragments of markup glued at random: mostly malformed.
const xmlish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '</',
        '/>',
        '<?xml version="1.0"?>',
        '<!--',
        '-->',
        '<![CDATA[',
        ']]>',
        '"',
        '=',
      ),
      fc.constantFrom(...NAMES),
      textPiece,
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

const anyBody = fc.oneof(wellFormed, xmlish, fc.string(), fc.constant(''));

describe('XML parsers: properties', () => {
  it('parseAssetList returns assets inside the contract, or throws an Error', () => {
    fc.assert(
      fc.property(anyBody, (xml) => {
        onlyErrors(
          () => parseAssetList(xml, DEFAULTS),
          (assets) => {
            expect(Array.isArray(assets)).toBe(true);
            assets.forEach(expectAsset);
          },
        );
      }),
      RUNS,
    );
  });

  it('parseAssetDetail returns a detail inside the contract, or throws an Error', () => {
    fc.assert(
      fc.property(anyBody, fc.string(), (xml, id) => {
        onlyErrors(
          () => parseAssetDetail(xml, id, DEFAULTS),
          (d) => {
            expect(d.id).toBe(id);
            expectDetail(d);
          },
        );
      }),
      RUNS,
    );
  });

  it('parseCount returns a whole number of at least 0, or throws an Error', () => {
    fc.assert(
      fc.property(anyBody, (xml) => {
        onlyErrors(
          () => parseCount(xml),
          (n) => expect(Number.isSafeInteger(n) && n >= 0).toBe(true),
        );
      }),
      RUNS,
    );
  });

  it('a well-formed body never throws unless it is an HTML page', () => {
    fc.assert(
      fc.property(wellFormed, (xml) => {
        fc.pre(!/^<\?xml version="1.0"\?><html[\s/>]/.test(xml));
        expect(() => parseAssetList(xml, DEFAULTS)).not.toThrow();
      }),
      RUNS,
    );
  });

  it('the ids of generated list items survive exactly', () => {
    const id = fc.stringMatching(/^[0-9A-Za-z-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(id, { maxLength: 10 }), (ids) => {
        const xml = `<ArrayOfAsset>${ids.map((i) => `<Asset><Id> ${i} </Id></Asset>`).join('')}</ArrayOfAsset>`;
        expect(parseAssetList(xml, DEFAULTS).map((a) => a.id)).toEqual(ids);
      }),
      RUNS,
    );
  });
});

describe('blog mapping: properties', () => {
  const blogish = fc.record(
    {
      key: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      blogtitle: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
      bloghtml: fc.string(),
      blogpic: fc.oneof(fc.string(), fc.constant('http://b.s3.amazonaws.com/p.jpg')),
      blogdesc: fc.anything(),
      blogdate: fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.string(),
      ),
      blogactive: fc.oneof(
        fc.boolean(),
        fc.constantFrom('true', 'false', 'TRUE', '1'),
        fc.integer(),
        fc.anything(),
      ),
    },
    { requiredKeys: [] },
  );
  const anyJson = fc.oneof(fc.anything(), fc.jsonValue(), fc.array(blogish), blogish);

  it('blogListFromJson returns blogs inside the contract, or throws an Error', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        onlyErrors(
          () => blogListFromJson(value, DEFAULTS),
          (blogs) => blogs.forEach(expectBlog),
        );
      }),
      RUNS,
    );
  });

  it('blogByIdFromJson returns one blog, or throws an Error', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        onlyErrors(() => blogByIdFromJson(value, DEFAULTS), expectBlog);
      }),
      RUNS,
    );
  });

  it('blogPageFromJson returns a page with sane numbers, or throws an Error', () => {
    const pageish = fc.record(
      {
        data: fc.oneof(fc.array(blogish), fc.anything()),
        totalItems: fc.anything(),
        pageSize: fc.anything(),
        pageNumber: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(pageish, fc.anything()),
        fc.integer({ min: 1, max: 100 }),
        (value, page) => {
          onlyErrors(
            () => blogPageFromJson(value, DEFAULTS, page),
            (p) => {
              p.data.forEach(expectBlog);
              expect(Number.isSafeInteger(p.totalItems) && p.totalItems >= 0).toBe(true);
              expect(Number.isSafeInteger(p.pageSize) && p.pageSize >= 1).toBe(true);
              expect(Number.isSafeInteger(p.pageNumber) && p.pageNumber >= 1).toBe(true);
            },
          );
        },
      ),
      RUNS,
    );
  });

  it('frontpageIdsFromJson returns non-empty text ids, or throws an Error', () => {
    const entry = fc.dictionary(
      fc.oneof(fc.constantFrom('trend1', 'trend2', 'trend10', 'blog1'), fc.string()),
      fc.oneof(fc.string(), fc.integer(), fc.anything()),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(entry), entry, fc.anything()), (value) => {
        onlyErrors(
          () => frontpageIdsFromJson(value, 'trend'),
          (ids) => {
            expect(Array.isArray(ids)).toBe(true);
            ids.forEach((id) => expect(isText(id) && id !== '').toBe(true));
          },
        );
      }),
      RUNS,
    );
  });
});
