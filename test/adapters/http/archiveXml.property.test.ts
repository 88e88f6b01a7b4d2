/** @jest-environment node */
import fc from 'fast-check';
import {
  parseAssetDetail,
  parseAssetList,
  parseCount,
} from '../../../src/adapters/http/archiveXml';
import { ASSET_TYPES, type Asset } from '../../../src/core/entities/Asset';
import type { AssetDetail } from '../../../src/core/entities/AssetDetail';
import { LPB, LSA } from '../../../src/core/entities/Collection';
import { DEFAULT_THUMBNAILS } from '../../support/builders';
import { isText, onlyErrors, RUNS } from '../../support/parserProperties';

// ---- what "inside the contract" means ----

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
          () => parseAssetList(xml, DEFAULT_THUMBNAILS),
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
          () => parseAssetDetail(xml, id, DEFAULT_THUMBNAILS),
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
        expect(() => parseAssetList(xml, DEFAULT_THUMBNAILS)).not.toThrow();
      }),
      RUNS,
    );
  });

  it('the ids of generated list items survive exactly', () => {
    const id = fc.stringMatching(/^[0-9A-Za-z-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(id, { maxLength: 10 }), (ids) => {
        const xml = `<ArrayOfAsset>${ids.map((i) => `<Asset><Id> ${i} </Id></Asset>`).join('')}</ArrayOfAsset>`;
        expect(parseAssetList(xml, DEFAULT_THUMBNAILS).map((a) => a.id)).toEqual(ids);
      }),
      RUNS,
    );
  });
});
