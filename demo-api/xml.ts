/**
 * Renders demo records as the archive API's XML (CONTRACT.md): `ArrayOfAsset` lists,
 * `AllAssets/Count` counts and `AssetDetail`. Output is ASCII only: markup characters become
 * entities and anything outside ASCII a numeric reference (`&#8217;`), as the real server
 * has been seen to send.
 */
import { TITLE_FIELD } from './catalogue';
import type { UrlResolver } from './served';
import type { DemoAsset, DemoAssetType } from './types';

const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
const XSI = 'xmlns:i="http://www.w3.org/2001/XMLSchema-instance"';
// XML 1.0 forbids most control characters even as references; drop them.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  let out = '';
  for (const char of text.replace(INVALID_XML_CHARS, '')) {
    const code = char.codePointAt(0) ?? 0;
    if (ENTITIES[char]) out += ENTITIES[char];
    else if (code > 0x7e) out += `&#${code};`;
    else out += char;
  }
  return out;
}

function element(name: string, value: string): string {
  return value === '' ? `<${name}/>` : `<${name}>${escapeXml(value)}</${name}>`;
}

const flag = (value: boolean): string => (value ? 'True' : 'False');

function list(name: string, itemName: string, items: string[]): string {
  if (items.length === 0) return `<${name}/>`;
  return `<${name}>${items.map((item) => element(itemName, item)).join('')}</${name}>`;
}

function pairs<T>(name: string, itemName: string, items: T[], fields: Array<keyof T>): string {
  if (items.length === 0) return `<${name}/>`;
  const rendered = items.map(
    (item) =>
      `<${itemName}>${fields.map((f) => element(String(f), String(item[f]))).join('')}</${itemName}>`,
  );
  return `<${name}>${rendered.join('')}</${name}>`;
}

const TITLE_ORDER: DemoAssetType[] = ['Clip', 'Series', 'Program', 'Episode', 'Topic', 'Segment'];

function listItem(asset: DemoAsset, resolve: UrlResolver): string {
  const titles = TITLE_ORDER.map((type) => TITLE_FIELD[type])
    .filter((field) => asset[field] !== '')
    .map((field) => element(field, asset[field]));
  return [
    '<Asset>',
    element('Id', asset.Id),
    element('Identifier', asset.Identifier),
    element('Type', asset.Type),
    ...titles,
    element('ThumbnailImage', resolve(asset.ThumbnailImage)),
    element('IsDigitized', flag(asset.IsDigitized)),
    element('IsPublic', flag(asset.IsPublic)),
    element('Collection', String(asset.Collection)),
    element('TrackViews', String(asset.TrackViews)),
    '</Asset>',
  ].join('');
}

/** An asset list: `<ArrayOfAsset>` with one `<Asset>` per record. */
export function renderAssetList(assets: DemoAsset[], resolve: UrlResolver): string {
  if (assets.length === 0) return `${DECLARATION}<ArrayOfAsset ${XSI}/>`;
  const items = assets.map((asset) => listItem(asset, resolve)).join('\n  ');
  return `${DECLARATION}\n<ArrayOfAsset ${XSI}>\n  ${items}\n</ArrayOfAsset>\n`;
}

export function renderCount(count: number): string {
  return `${DECLARATION}<AllAssets><Count>${count}</Count></AllAssets>`;
}

/** `<AssetDetail>`; Id, Identifier and Collection are extras the contract does not need. */
export function renderDetail(asset: DemoAsset, resolve: UrlResolver): string {
  const media = resolve(asset.FormatLocation);
  const parts = [
    element('AssetType', asset.AssetType),
    element('CollectionName', asset.CollectionName),
    element('CollectionImageURL', resolve(asset.CollectionImageURL)),
    element('Id', asset.Id),
    element('Identifier', asset.Identifier),
    element('Collection', String(asset.Collection)),
    element('seriesTitle', asset.seriesTitle),
    element('episodeTitle', asset.episodeTitle),
    element('programTitle', asset.programTitle),
    element('topicTitle', asset.topicTitle),
    element('clipTitle', asset.clipTitle),
    element('segmentTitle', asset.segmentTitle),
    list('subjects', 'subject', asset.subjects),
    pairs('descriptions', 'description', asset.descriptions, ['text', 'type']),
    pairs('genres', 'genre', asset.genres, ['text', 'authority']),
    pairs('contributors', 'contributor', asset.contributors, ['name', 'role']),
    list('publishers', 'publisher', asset.publishers),
    list('coverages', 'coverage', asset.coverages),
    element('Thumbnail', resolve(asset.Thumbnail)),
    element('IsDigitized', flag(asset.IsDigitized)),
    element('IsPublic', flag(asset.IsPublic)),
    // The real server marks a missing media file as nil rather than empty.
    media === '' ? '<FormatLocation i:nil="true"/>' : element('FormatLocation', media),
    element('FormatDuration', asset.FormatDuration),
    element('FormatTimeStart', asset.FormatTimeStart),
    element('DateIssued', asset.DateIssued),
  ];
  return `${DECLARATION}\n<AssetDetail ${XSI}>\n  ${parts.join('\n  ')}\n</AssetDetail>\n`;
}
