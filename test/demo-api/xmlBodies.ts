import { XMLParser, XMLValidator } from 'fast-xml-parser';

const parser = new XMLParser({
  parseTagValue: false,
  ignoreAttributes: true,
  htmlEntities: true,
  isArray: (name) =>
    ['Asset', 'subject', 'description', 'genre', 'contributor', 'publisher', 'coverage'].includes(
      name,
    ),
});

export type XmlRecord = Record<string, unknown>;

/** Parses a well-formed XML body; throws on anything else. */
export function parseXml(body: string): XmlRecord {
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`);
  return parser.parse(body) as XmlRecord;
}

/** The `<Asset>` elements under the root, whatever the root is called. */
export function assetsOf(body: string): XmlRecord[] {
  const doc = parseXml(body);
  const rootName = Object.keys(doc).find((key) => !key.startsWith('?'));
  const root = rootName ? doc[rootName] : undefined;
  if (!root || typeof root !== 'object') return [];
  return ((root as XmlRecord).Asset as XmlRecord[] | undefined) ?? [];
}

export function countOf(body: string): number {
  const doc = parseXml(body) as { AllAssets?: { Count?: string } };
  return Number(doc.AllAssets?.Count);
}

export function detailOf(body: string): XmlRecord {
  const doc = parseXml(body) as { AssetDetail?: XmlRecord };
  if (!doc.AssetDetail) throw new Error('no AssetDetail root');
  return doc.AssetDetail;
}
