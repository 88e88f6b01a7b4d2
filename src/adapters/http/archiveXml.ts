import type { Asset } from '../../core/entities/Asset';
import type { AssetDetail } from '../../core/entities/AssetDetail';
import type { DefaultThumbnails } from '../../core/rules/media/media';
import {
  ASSET_RECORD_FIELDS,
  DETAIL_TEXT_FIELDS,
  assetDetailFromRecord,
  assetFromRecord,
  wireCount,
  type AssetDetailRecord,
  type AssetRecord,
} from '../shared/archiveRecords';
import {
  childrenNamed,
  firstChild,
  firstTexts,
  parseXmlDocument,
  type XmlElement,
} from './xmlDocument';

/*
 * The archive's XML answers (CONTRACT.md) as entities. Every function here throws an Error
 * for a body that is empty, not well-formed XML or an HTML page; any well-formed body gives
 * a value inside the contract: missing or empty elements read as '', [] or false.
 */

/** `<Asset>` elements as the wire records they carry (first of each field wins). */
export function assetRecordsFromXml(xml: string): AssetRecord[] {
  const root = parseXmlDocument(xml);
  // A bare `<Asset>` root is a list of one, like a list with one child.
  const items = root.name === 'Asset' ? [root] : childrenNamed(root, 'Asset');
  return items.filter((item) => !item.nil).map((item) => firstTexts(item, ASSET_RECORD_FIELDS));
}

/** An asset list answer, whatever its root is called. */
export function parseAssetList(xml: string, defaults: DefaultThumbnails): Asset[] {
  return assetRecordsFromXml(xml).map((record) => assetFromRecord(record, defaults));
}

/** The texts of `<container><item>…</item></container>`, from the first container. */
function itemTexts(parent: XmlElement, container: string, item: string): string[] {
  const found = firstChild(parent, container);
  return found ? childrenNamed(found, item).map((child) => child.text) : [];
}

/** `<container><item><a/><b/></item></container>` as `{ a, b }` records. */
function itemRecords<K extends string>(
  parent: XmlElement,
  container: string,
  item: string,
  fields: readonly K[],
): Partial<Record<K, string>>[] {
  const found = firstChild(parent, container);
  return found ? childrenNamed(found, item).map((child) => firstTexts(child, fields)) : [];
}

/** An asset detail answer as its wire record. */
export function assetDetailRecordFromXml(xml: string): AssetDetailRecord {
  let root = parseXmlDocument(xml);
  // Tolerates the detail wrapped in one more element (`<Result><AssetDetail>…`).
  if (root.name !== 'AssetDetail') root = firstChild(root, 'AssetDetail') ?? root;
  return {
    ...firstTexts(root, DETAIL_TEXT_FIELDS),
    subjects: itemTexts(root, 'subjects', 'subject'),
    descriptions: itemRecords(root, 'descriptions', 'description', ['text', 'type']),
    genres: itemRecords(root, 'genres', 'genre', ['text', 'authority']),
    contributors: itemRecords(root, 'contributors', 'contributor', ['name', 'role']),
    publishers: itemTexts(root, 'publishers', 'publisher'),
    coverages: itemTexts(root, 'coverages', 'coverage'),
  };
}

/** `GET /assetDetailsApi/{id}` as an entity; `id` is the id that was asked for. */
export function parseAssetDetail(
  xml: string,
  id: string,
  defaults: DefaultThumbnails,
): AssetDetail {
  return assetDetailFromRecord(assetDetailRecordFromXml(xml), id, defaults);
}

/**
 * `<AllAssets><Count>412</Count></AllAssets>` (any root name) as a number. A missing or
 * non-numeric count is 0. A root with no child elements is read as the count itself.
 */
export function parseCount(xml: string): number {
  const root = parseXmlDocument(xml);
  const count = firstChild(root, 'Count');
  if (count) return wireCount(count.text);
  return root.children.length === 0 ? wireCount(root.text) : 0;
}
