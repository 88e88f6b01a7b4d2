/** @jest-environment node */
import type { Asset } from '../../../src/core/entities/Asset';
import { LPB, LSA } from '../../../src/core/entities/Collection';
import type { DefaultThumbnails } from '../../../src/core/rules/media/media';
import {
  parseAssetDetail,
  parseAssetList,
  parseCount,
} from '../../../src/adapters/http/archiveXml';
import { anAssetDetail } from '../../support/builders';

const DEFAULTS: DefaultThumbnails = {
  [LPB]: '/img/lpb-default.svg',
  [LSA]: '/img/lsa-default.svg',
};

const list = (xml: string): Asset[] => parseAssetList(xml, DEFAULTS);
const only = (xml: string): Asset => {
  const assets = list(xml);
  expect(assets).toHaveLength(1);
  return assets[0] as Asset;
};
const detail = (xml: string) => parseAssetDetail(xml, '1042', DEFAULTS);

const CONTRACT_LIST = `<ArrayOfAsset>
  <Asset>
    <Id>1042</Id>
    <Identifier>LPB-CL-1042</Identifier>
    <Type>Clip</Type>
    <clipTitle>Governor McKeithen on the Superdome</clipTitle>
    <seriesTitle>Louisiana News Archive</seriesTitle>
    <ThumbnailImage>http://ldma-media.s3.amazonaws.com/thumbs/1042.jpg</ThumbnailImage>
    <IsDigitized>True</IsDigitized>
    <IsPublic>True</IsPublic>
    <Collection>3</Collection>
    <TrackViews>118</TrackViews>
  </Asset>
</ArrayOfAsset>`;

const CONTRACT_DETAIL = `<AssetDetail>
  <AssetType>Clip</AssetType>
  <CollectionName>Louisiana Public Broadcasting</CollectionName>
  <CollectionImageURL>https://example.org/lpb-logo.png</CollectionImageURL>
  <seriesTitle>Louisiana News Archive</seriesTitle>
  <clipTitle>Governor McKeithen on the Superdome</clipTitle>
  <segmentTitle/>
  <subjects>
    <subject>Architecture</subject>
    <subject>Politics and government</subject>
  </subjects>
  <descriptions>
    <description><text>The governor explains the stadium plan.</text><type>Abstract</type></description>
    <description><text>Internal cataloguer note.</text><type>Note</type></description>
  </descriptions>
  <genres>
    <genre><text>News Report</text><authority>AAPB Format Genre</authority></genre>
  </genres>
  <contributors>
    <contributor><name>John McKeithen</name><role>Interviewee</role></contributor>
    <contributor><name>Unknown</name><role/></contributor>
  </contributors>
  <publishers><publisher>WBRZ</publisher></publishers>
  <coverages><coverage>New Orleans (La.)</coverage><coverage>1967</coverage></coverages>
  <Thumbnail>http://ldma-media.s3.amazonaws.com/thumbs/1042.jpg</Thumbnail>
  <IsDigitized>True</IsDigitized>
  <IsPublic>True</IsPublic>
  <FormatLocation>http://ldma-media.s3.amazonaws.com/video/news/1967_reel12_iPod.mp4</FormatLocation>
  <FormatDuration>00:02:41</FormatDuration>
  <FormatTimeStart>00:10:05</FormatTimeStart>
  <DateIssued>1967-08-14</DateIssued>
</AssetDetail>`;

const asset = (fields: string, root = 'ArrayOfAsset') =>
  `<${root}><Asset>${fields}</Asset></${root}>`;

describe('parseAssetList: the contract example', () => {
  it('reads every field, normalising the thumbnail', () => {
    expect(list(CONTRACT_LIST)).toEqual([
      {
        id: '1042',
        identifier: 'LPB-CL-1042',
        type: 'Clip',
        title: 'Governor McKeithen on the Superdome',
        seriesTitle: 'Louisiana News Archive',
        thumbnail: 'https://s3.amazonaws.com/ldma-media/thumbs/1042.jpg',
        isDigitized: true,
        isPublic: true,
        collection: LPB,
        trackViews: 118,
      },
    ]);
  });
});

describe('parseAssetList: the general XML rules', () => {
  it.each([
    [
      'ArrayOfAsset',
      `<ArrayOfAsset><Asset><Id>1</Id></Asset><Asset><Id>2</Id></Asset></ArrayOfAsset>`,
    ],
    ['AllAssets', `<AllAssets><Asset><Id>1</Id></Asset><Asset><Id>2</Id></Asset></AllAssets>`],
    ['anything', `<Whatever><Asset><Id>1</Id></Asset><Asset><Id>2</Id></Asset></Whatever>`],
    [
      'prefixed',
      `<a:List xmlns:a="urn:x"><a:Asset><a:Id>1</a:Id></a:Asset><a:Asset><a:Id>2</a:Id></a:Asset></a:List>`,
    ],
  ])('finds the Asset children whatever the root is called (%s)', (_name, xml) => {
    expect(list(xml).map((a) => a.id)).toEqual(['1', '2']);
  });

  it.each([
    ['self-closing root', '<ArrayOfAsset/>'],
    ['empty root', '<ArrayOfAsset></ArrayOfAsset>'],
    ['root with only other children', '<AllAssets><Count>3</Count></AllAssets>'],
    [
      'nil root',
      '<ArrayOfAsset xmlns:i="http://www.w3.org/2001/XMLSchema-instance" i:nil="true"/>',
    ],
  ])('an answer with no Asset is an empty list (%s)', (_name, xml) => {
    expect(list(xml)).toEqual([]);
  });

  it('one Asset is a list of one', () => {
    expect(list(asset('<Id>7</Id>')).map((a) => a.id)).toEqual(['7']);
  });

  it('a bare Asset root is a list of one too', () => {
    expect(list('<Asset><Id>7</Id></Asset>').map((a) => a.id)).toEqual(['7']);
  });

  it('skips an Asset marked nil', () => {
    const xml = `<L xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><Asset i:nil="true"/><Asset><Id>2</Id></Asset></L>`;
    expect(list(xml).map((a) => a.id)).toEqual(['2']);
  });

  it.each([
    ['missing elements', '<Asset/>'],
    [
      'empty elements',
      '<Asset><Id/><Identifier></Identifier><Type/><clipTitle/><seriesTitle/><ThumbnailImage/><IsDigitized/><IsPublic/><Collection/><TrackViews/></Asset>',
    ],
    [
      'whitespace-only elements',
      '<Asset><Id> </Id><Type>\n</Type><seriesTitle>  </seriesTitle><TrackViews> </TrackViews></Asset>',
    ],
    [
      'nil elements',
      '<Asset xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><Id i:nil="true"/><seriesTitle i:nil="true">ignored</seriesTitle><IsPublic i:nil="true">True</IsPublic></Asset>',
    ],
  ])('%s read as empty values, never undefined', (_name, item) => {
    const a = only(`<ArrayOfAsset>${item}</ArrayOfAsset>`);
    expect(a).toEqual({
      id: '',
      identifier: '',
      type: '',
      title: '',
      seriesTitle: '',
      thumbnail: DEFAULTS[LPB],
      isDigitized: false,
      isPublic: false,
      collection: undefined,
      trackViews: 0,
    });
    expect(JSON.stringify(a)).not.toContain('undefined');
  });

  it('trims text and decodes entities, numeric references and CDATA', () => {
    const a = only(
      asset(
        `<Type>Clip</Type><clipTitle>
          Rock &amp; Roll &#8217;59 &#x2019; &lt;live&gt; &quot;Q&quot; &apos;A&apos; <![CDATA[<b>&amp;</b>]]>
        </clipTitle><seriesTitle><![CDATA[  Cajun &  Creole  ]]></seriesTitle>`,
      ),
    );
    expect(a.title).toBe('Rock & Roll \u201959 \u2019 <live> "Q" \'A\' <b>&amp;</b>');
    expect(a.seriesTitle).toBe('Cajun &  Creole');
  });

  it('keeps identifiers as text with their leading zeros', () => {
    const a = only(
      asset('<Id>00123</Id><Identifier>0007</Identifier><TrackViews>0042</TrackViews>'),
    );
    expect(a.id).toBe('00123');
    expect(a.identifier).toBe('0007');
    expect(a.trackViews).toBe(42);
  });

  it('keeps identifiers that look like other numbers as written', () => {
    const a = only(asset('<Id>1e3</Id><Identifier>0x1F</Identifier>'));
    expect([a.id, a.identifier]).toEqual(['1e3', '0x1F']);
  });

  it('ignores a BOM, the XML declaration, comments, processing instructions and namespaces', () => {
    const plain = list(CONTRACT_LIST);
    const decorated =
      '\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<!-- generated -->\n<?xml-stylesheet href="x.xsl"?>\n' +
      CONTRACT_LIST.replace(
        '<ArrayOfAsset>',
        '<ArrayOfAsset xmlns="http://schemas.datacontract.org/2004/07/Ldma" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><!-- first -->',
      ).replace('<Type>Clip</Type>', '<Type>Clip<!-- inline --></Type><!-- between -->');
    expect(list(decorated)).toEqual(plain);
  });

  it('matches namespace-prefixed element names by their local name', () => {
    const prefixed = CONTRACT_LIST.replace(/<(\/?)(\w+)>/g, '<$1d:$2>').replace(
      '<d:ArrayOfAsset>',
      '<d:ArrayOfAsset xmlns:d="urn:ldma">',
    );
    expect(list(prefixed)).toEqual(list(CONTRACT_LIST));
  });

  it('leading whitespace before the declaration changes nothing', () => {
    expect(list(`\n  <?xml version="1.0"?>${CONTRACT_LIST}`)).toEqual(list(CONTRACT_LIST));
  });

  it('takes the first of duplicated elements', () => {
    const a = only(
      asset(
        '<Id>1</Id><Id>2</Id><Type>Series</Type><Type>Clip</Type><seriesTitle>First</seriesTitle><seriesTitle>Second</seriesTitle><Collection>4</Collection><Collection>3</Collection>',
      ),
    );
    expect(a).toMatchObject({
      id: '1',
      type: 'Series',
      title: 'First',
      seriesTitle: 'First',
      collection: LSA,
    });
  });

  it('ignores unexpected elements, attributes and nested markup', () => {
    const a = only(
      asset(
        '<Extra><Id>999</Id></Extra><Id lang="en">5</Id><Rating>PG</Rating><clipTitle>Clip</clipTitle><Type>Clip</Type><Deep><a><b><c>x</c></b></a></Deep>',
      ),
    );
    expect(a).toMatchObject({ id: '5', type: 'Clip', title: 'Clip' });
  });

  it('ignores Asset elements nested below the root children', () => {
    const xml = '<Root><Group><Asset><Id>9</Id></Asset></Group><Asset><Id>1</Id></Asset></Root>';
    expect(list(xml).map((a) => a.id)).toEqual(['1']);
  });

  it.each([
    ['truncated', CONTRACT_LIST.slice(0, 200)],
    ['mismatched tags', '<ArrayOfAsset><Asset><Id>1</Asset></Id></ArrayOfAsset>'],
    ['unclosed root', '<ArrayOfAsset><Asset/>'],
    ['two roots', '<A/><B/>'],
    ['text after the root', '<ArrayOfAsset/>trailing'],
    ['plain text', 'Service Unavailable'],
    ['JSON', '[{"Id": "1"}]'],
    ['an unescaped ampersand', '<L><Asset><clipTitle>A & B</clipTitle></Asset></L>'],
    ['empty, with no root element', ''],
    ['whitespace, with no root element', '  \n '],
    ['BOM only, with no root element', '\uFEFF'],
    ['declaration only, with no root element', '<?xml version="1.0"?>'],
    ['comment only, with no root element', '<!-- nothing -->'],
  ])('throws an Error for a body that is not well-formed XML (%s)', (_name, xml) => {
    expect(() => list(xml)).toThrow(Error);
  });

  it.each([
    [
      'HTML page',
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Error</title></head><body><h1>500</h1></body></html>',
    ],
    [
      'XHTML page',
      '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Error</title></head><body><p>Oops</p></body></html>',
    ],
    ['upper-case HTML', '<HTML><BODY>Server Error</BODY></HTML>'],
  ])('throws for an error page where XML was expected (%s)', (_name, html) => {
    expect(() => list(html)).toThrow(/HTML|XML/);
  });

  it('survives deep nesting: a normal depth parses, an absurd depth throws an Error', () => {
    const nested = (depth: number) =>
      `<L><Asset><Id>1</Id><X>${'<n>'.repeat(depth)}${'</n>'.repeat(depth)}</X></Asset></L>`;
    expect(list(nested(100)).map((a) => a.id)).toEqual(['1']);
    expect(() => list(nested(100_000))).toThrow(Error);
  });
});

describe('parseAssetList: titles by type', () => {
  const allTitles =
    '<clipTitle>C</clipTitle><seriesTitle>S</seriesTitle><programTitle>P</programTitle><episodeTitle>E</episodeTitle><topicTitle>T</topicTitle><segmentTitle>G</segmentTitle>';

  it.each([
    ['Clip', 'C'],
    ['Series', 'S'],
    ['Program', 'P'],
    ['Episode', 'E'],
    ['Topic', 'T'],
    ['Segment', 'G'],
    ['clip', 'C'],
    [' SERIES ', 'S'],
  ])('a %s takes its own title', (type, title) => {
    const a = only(asset(`<Type>${type}</Type>${allTitles}`));
    expect(a.title).toBe(title);
    expect(a.seriesTitle).toBe('S');
  });

  it('falls back to another title when the one named for the type is empty', () => {
    expect(
      only(
        asset(
          '<Type>Clip</Type><clipTitle/><programTitle>P</programTitle><seriesTitle>S</seriesTitle>',
        ),
      ).title,
    ).toBe('P');
    expect(only(asset('<Type>Topic</Type><seriesTitle>S</seriesTitle>')).title).toBe('S');
  });

  it('an unknown type has type "" and still gets a title', () => {
    const a = only(asset('<Type>Reel</Type><segmentTitle>G</segmentTitle>'));
    expect(a).toMatchObject({ type: '', title: 'G' });
  });
});

describe('parseAssetList: flags, collections and counts', () => {
  it.each([
    ['True', true],
    ['true', true],
    [' TRUE ', true],
    ['False', false],
    ['1', false],
    ['yes', false],
    ['', false],
  ])('IsPublic %j reads as %s', (text, expected) => {
    const a = only(asset(`<IsPublic>${text}</IsPublic><IsDigitized>${text}</IsDigitized>`));
    expect(a.isPublic).toBe(expected);
    expect(a.isDigitized).toBe(expected);
  });

  it.each([
    ['3', LPB],
    ['4', LSA],
    [' 4 ', LSA],
    ['5', undefined],
    ['LPB', undefined],
  ])('Collection %j reads as %s', (text, expected) => {
    expect(only(asset(`<Collection>${text}</Collection>`)).collection).toBe(expected);
  });

  it.each([
    ['118', 118],
    ['0', 0],
    ['-4', 0],
    ['12abc', 0],
    ['1.5', 0],
    ['99999999999999999999', 0],
  ])('TrackViews %j reads as %d', (text, expected) => {
    expect(only(asset(`<TrackViews>${text}</TrackViews>`)).trackViews).toBe(expected);
  });
});

describe('parseAssetList: media URLs', () => {
  it.each([
    ['', '3', DEFAULTS[LPB]],
    ['', '4', DEFAULTS[LSA]],
    ['http://example.org/a.jpg', '3', 'https://example.org/a.jpg'],
    [
      'https://ldma-media.s3.amazonaws.com/t/1.jpg',
      '4',
      'https://s3.amazonaws.com/ldma-media/t/1.jpg',
    ],
    [
      'http://ldma-media.s3.amazonaws.com/t/1.jpg',
      '3',
      'https://s3.amazonaws.com/ldma-media/t/1.jpg',
    ],
    [
      'https://s3.amazonaws.com/ldma-media/t/1.jpg',
      '3',
      'https://s3.amazonaws.com/ldma-media/t/1.jpg',
    ],
  ])('thumbnail %j of collection %s becomes %j', (url, collection, expected) => {
    const a = only(
      asset(`<ThumbnailImage>${url}</ThumbnailImage><Collection>${collection}</Collection>`),
    );
    expect(a.thumbnail).toBe(expected);
  });

  it('decodes entities in URLs before normalising them', () => {
    const a = only(asset('<ThumbnailImage>http://example.org/t.jpg?a=1&amp;b=2</ThumbnailImage>'));
    expect(a.thumbnail).toBe('https://example.org/t.jpg?a=1&b=2');
  });
});

describe('parseAssetList: a large answer', () => {
  it('reads a 5 MB list whole', () => {
    const item = CONTRACT_LIST.slice(
      CONTRACT_LIST.indexOf('<Asset>'),
      CONTRACT_LIST.indexOf('</ArrayOfAsset>'),
    );
    const copies = Math.ceil(5_000_000 / item.length);
    const xml = `<?xml version="1.0"?><ArrayOfAsset>${item.repeat(copies)}</ArrayOfAsset>`;
    const assets = list(xml);
    expect(assets).toHaveLength(copies);
    expect(assets[copies - 1]?.title).toBe('Governor McKeithen on the Superdome');
  });
});

describe('parseAssetDetail', () => {
  it('reads the contract example', () => {
    // The built detail is the contract example's Superdome clip; these are the differences.
    expect(detail(CONTRACT_DETAIL)).toEqual(
      anAssetDetail({
        id: '1042',
        collectionImageUrl: 'https://example.org/lpb-logo.png',
        collection: LPB,
        subjects: ['Architecture', 'Politics and government'],
        coverages: ['New Orleans (La.)', '1967'],
        thumbnail: 'https://s3.amazonaws.com/ldma-media/thumbs/1042.jpg',
      }),
    );
  });

  it('reads an empty detail as empty values (any root name)', () => {
    for (const xml of ['<AssetDetail/>', '<Other></Other>']) {
      const d = detail(xml);
      expect(d).toMatchObject({
        id: '1042',
        assetType: '',
        collectionName: '',
        collectionImageUrl: '',
        collection: LPB,
        title: '',
        subjects: [],
        descriptions: [],
        genres: [],
        contributors: [],
        publishers: [],
        coverages: [],
        thumbnail: DEFAULTS[LPB],
        mediaUrl: DEFAULTS[LPB],
        isPublic: false,
        isDigitized: false,
        duration: '',
        timeStart: '',
        dateIssued: '',
      });
      expect(JSON.stringify(d)).not.toContain('undefined');
    }
  });

  it('reads a detail wrapped in one more element', () => {
    expect(detail(`<Result>${CONTRACT_DETAIL}</Result>`)).toEqual(detail(CONTRACT_DETAIL));
  });

  it.each([
    [
      'episode first',
      '<clipTitle>C</clipTitle><topicTitle>T</topicTitle><programTitle>P</programTitle><episodeTitle>E</episodeTitle>',
      'E',
    ],
    [
      'then program',
      '<clipTitle>C</clipTitle><topicTitle>T</topicTitle><programTitle>P</programTitle><episodeTitle/>',
      'P',
    ],
    [
      'then topic',
      '<clipTitle>C</clipTitle><topicTitle>T</topicTitle><programTitle> </programTitle>',
      'T',
    ],
    ['then clip', '<clipTitle>C</clipTitle><segmentTitle>G</segmentTitle>', 'C'],
    ['then segment', '<segmentTitle>G</segmentTitle><seriesTitle>S</seriesTitle>', 'G'],
    ['never the series', '<seriesTitle>S</seriesTitle>', ''],
  ])('title: %s', (_name, fields, title) => {
    expect(detail(`<AssetDetail>${fields}</AssetDetail>`).title).toBe(title);
  });

  it('keeps only Abstract descriptions, in any case, and only with text', () => {
    const d = detail(`<AssetDetail><descriptions>
      <description><text>Note</text><type>Note</type></description>
      <description><text>First</text><type>Abstract</type></description>
      <description><text/><type>Abstract</type></description>
      <description><text>Second</text><type> abstract </type></description>
      <description><text>Untyped</text></description>
    </descriptions></AssetDetail>`);
    expect(d.descriptions).toEqual([
      { text: 'First', type: 'Abstract' },
      { text: 'Second', type: 'abstract' },
    ]);
  });

  it('keeps a contributor only with both a name and a role', () => {
    const d = detail(`<AssetDetail><contributors>
      <contributor><name>A</name><role>Host</role></contributor>
      <contributor><name>B</name><role/></contributor>
      <contributor><name/><role>Producer</role></contributor>
      <contributor><role>Narrator</role></contributor>
      <contributor><name> C </name><role> Reporter </role></contributor>
    </contributors></AssetDetail>`);
    expect(d.contributors).toEqual([
      { name: 'A', role: 'Host' },
      { name: 'C', role: 'Reporter' },
    ]);
  });

  it('a list of one is a list, and empty items are dropped', () => {
    const d = detail(
      '<AssetDetail><subjects><subject>x</subject></subjects><publishers><publisher/></publishers><coverages><coverage> </coverage><coverage>1967</coverage></coverages><genres><genre><text>Doc</text></genre></genres></AssetDetail>',
    );
    expect(d.subjects).toEqual(['x']);
    expect(d.publishers).toEqual([]);
    expect(d.coverages).toEqual(['1967']);
    expect(d.genres).toEqual([{ text: 'Doc', authority: '' }]);
  });

  it('reads list items by their own name and ignores others', () => {
    const d = detail(
      '<AssetDetail><subjects><subject>a</subject><note>n</note><subject>b</subject></subjects></AssetDetail>',
    );
    expect(d.subjects).toEqual(['a', 'b']);
  });

  it('takes the collection from its name and the default images from it', () => {
    const d = detail(
      '<AssetDetail><CollectionName>Louisiana State Archives</CollectionName><Thumbnail/></AssetDetail>',
    );
    expect(d.collection).toBe(LSA);
    expect(d.thumbnail).toBe(DEFAULTS[LSA]);
    expect(d.mediaUrl).toBe(DEFAULTS[LSA]);
  });

  it.each([
    // The number wins over the name, under either element name.
    [
      '<Collection>4</Collection><CollectionName>Louisiana Public Broadcasting</CollectionName>',
      LSA,
    ],
    [
      '<CollectionId>3</CollectionId><CollectionName>Louisiana State Archives</CollectionName>',
      LPB,
    ],
    ['<Collection> 4 </Collection><CollectionName>LDMA</CollectionName>', LSA],
    ['<Collection/><CollectionId>4</CollectionId><CollectionName>LPB</CollectionName>', LSA],
    // No number (or one that is not 3 or 4): the name decides.
    ['<Collection>7</Collection><CollectionName>Louisiana State Archives</CollectionName>', LSA],
    [
      '<Collection/><CollectionName>State Archives, Louisiana Secretary of State</CollectionName>',
      LSA,
    ],
    ['<CollectionName>Louisiana Secretary of State</CollectionName>', LSA],
    ['<CollectionName>Louisiana Public Broadcasting</CollectionName>', LPB],
    ['<CollectionName/>', LPB],
  ])('takes the collection of %s as %s', (fields, expected) => {
    expect(detail(`<AssetDetail>${fields}</AssetDetail>`).collection).toBe(expected);
  });

  it.each([
    ['True', true],
    ['true', true],
    ['False', false],
    ['1', false],
    ['', false],
  ])('IsPublic %j reads as %s', (text, expected) => {
    expect(detail(`<AssetDetail><IsPublic>${text}</IsPublic></AssetDetail>`).isPublic).toBe(
      expected,
    );
  });

  it('keeps times as sent, for the playback rules to judge', () => {
    const d = detail(
      '<AssetDetail><FormatDuration> 1:2:3 </FormatDuration><FormatTimeStart>abc</FormatTimeStart></AssetDetail>',
    );
    expect([d.duration, d.timeStart]).toEqual(['1:2:3', 'abc']);
  });

  it.each([
    ['malformed', '<AssetDetail><clipTitle>x</AssetDetail>'],
    ['HTML', '<html><body>Not Found</body></html>'],
    ['empty', ''],
  ])('throws for a %s body', (_name, xml) => {
    expect(() => detail(xml)).toThrow(Error);
  });
});

describe('parseCount', () => {
  it.each([
    ['<AllAssets><Count>412</Count></AllAssets>', 412],
    [
      '<?xml version="1.0"?>\uFEFF<AllAssets xmlns:i="x"><Count> 7 </Count></AllAssets>'.replace(
        '\uFEFF',
        '',
      ),
      7,
    ],
    ['\uFEFF<AllAssets><Count>007</Count></AllAssets>', 7],
    ['<Other><Count>3</Count><Count>9</Count></Other>', 3],
    ['<AllAssets><Count>0</Count></AllAssets>', 0],
    ['<AllAssets><Count/></AllAssets>', 0],
    ['<AllAssets/>', 0],
    ['<AllAssets><Count>many</Count></AllAssets>', 0],
    ['<AllAssets><Count>-3</Count></AllAssets>', 0],
    ['<AllAssets><Count>2.5</Count></AllAssets>', 0],
    ['<AllAssets><Total>5</Total></AllAssets>', 0],
    [
      '<AllAssets xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><Count i:nil="true"/></AllAssets>',
      0,
    ],
    ['<a:AllAssets xmlns:a="urn:x"><a:Count>12</a:Count></a:AllAssets>', 12],
    ['<Count>5</Count>', 5],
    ['<int xmlns="http://schemas.microsoft.com/2003/10/Serialization/">31</int>', 31],
  ])('%j counts %d', (xml, expected) => {
    expect(parseCount(xml)).toBe(expected);
  });

  it.each([
    ['<AllAssets><Count>4</AllAssets>'],
    [''],
    ['<html><body>Error</body></html>'],
    ['412'],
  ])('throws for %j', (xml) => {
    expect(() => parseCount(xml)).toThrow(Error);
  });
});
