import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A read-only view of one element of a parsed document. Names are local names (a namespace
 * prefix is dropped); an element marked `i:nil="true"` reads as empty.
 */
export interface XmlElement {
  readonly name: string;
  /** Marked `i:nil="true"`: no text and no children. */
  readonly nil: boolean;
  readonly children: readonly XmlElement[];
  /** The element's own text (CDATA included), entities decoded, trimmed. */
  readonly text: string;
}

// fast-xml-parser's ordered output: an element is `{ [name]: nodes, ':@'?: attributes }`,
// a text run is `{ '#text': string }`.
type OrderedNode = Record<string, unknown>;

/** Deeper bodies are rejected as malformed. */
export const MAX_DEPTH = 256;

const TEXT = '#text';
const ATTRIBUTES = ':@';

// The parser refuses these names outright (they could pollute prototypes); a leading space,
// impossible in a real XML name, turns them into elements nobody asks for.
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);
const defuse = (name: string): string => (RESERVED.has(name) ? ` ${name}` : name);

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // Identifiers such as 00123 must stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  // Trimmed after text and CDATA runs are joined, so `a <![CDATA[&]]> b` keeps its spaces.
  trimValues: false,
  transformTagName: defuse,
  transformAttributeName: defuse,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Decodes numeric references (&#8217;) and the common HTML names (&nbsp;) besides XML's five.
  htmlEntities: true,
  // Answers nest about five levels; the parser slows quadratically with depth, so a body
  // nested absurdly deep fails fast instead of stalling the page.
  maxNestedTags: MAX_DEPTH,
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Parses a whole XML body and returns its root element.
 * Throws an Error when the body is empty, not well-formed XML, has no root element, or is
 * an HTML page (an error page delivered where XML was expected).
 */
export function parseXmlDocument(body: string): XmlElement {
  const text = String(body ?? '')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!text) throw new Error('empty body where XML was expected');
  let nodes: unknown;
  try {
    const valid = XMLValidator.validate(text);
    if (valid !== true) {
      const { msg, line, col } = valid.err;
      throw new Error(`${msg} (line ${line}, column ${col})`);
    }
    nodes = parser.parse(text);
  } catch (error) {
    throw new Error(`not well-formed XML: ${messageOf(error)}`, { cause: error });
  }
  // The validator lets a second self-closed root and trailing text through.
  const roots = elementsIn(nodes);
  if (roots.length > 1 || !text.trimEnd().endsWith('>')) {
    throw new Error('not well-formed XML: content after the root element');
  }
  const root = roots[0];
  if (!root) throw new Error('no root element in the XML body');
  if (root.name.toLowerCase() === 'html') throw new Error('an HTML page where XML was expected');
  return root;
}

/** The elements among ordered nodes, in document order. */
function elementsIn(nodes: unknown): XmlElement[] {
  if (!Array.isArray(nodes)) return [];
  const elements: XmlElement[] = [];
  for (const node of nodes) {
    const element = toElement(node);
    if (element) elements.push(element);
  }
  return elements;
}

function toElement(node: unknown): XmlElement | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const record = node as OrderedNode;
  const name = Object.keys(record).find((key) => key !== ATTRIBUTES && key !== TEXT);
  if (name === undefined) return undefined;
  return new LazyElement(name, record[name], isNil(record[ATTRIBUTES]));
}

function isNil(attributes: unknown): boolean {
  if (typeof attributes !== 'object' || attributes === null) return false;
  const value: unknown = Object.hasOwn(attributes, 'nil')
    ? (attributes as Record<string, unknown>).nil
    : undefined;
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

/** Builds children and text only when asked, so a 5 MB list costs one walk of what is read. */
class LazyElement implements XmlElement {
  private childrenCache: XmlElement[] | undefined;
  private textCache: string | undefined;

  constructor(
    readonly name: string,
    private readonly nodes: unknown,
    readonly nil: boolean,
  ) {}

  get children(): readonly XmlElement[] {
    this.childrenCache ??= this.nil ? [] : elementsIn(this.nodes);
    return this.childrenCache;
  }

  get text(): string {
    this.textCache ??= this.nil ? '' : ownText(this.nodes);
    return this.textCache;
  }
}

function ownText(nodes: unknown): string {
  if (!Array.isArray(nodes)) return '';
  let text = '';
  for (const node of nodes) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, TEXT)) continue;
    const value: unknown = (node as OrderedNode)[TEXT];
    if (typeof value === 'string') text += value;
    else if (typeof value === 'number') text += String(value);
  }
  return text.trim();
}

/** The first child with a local name, or undefined. */
export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((child) => child.name === name);
}

/** Every child with a local name, in document order. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/**
 * The texts of the first child of each wanted name, in one walk of the children:
 * first occurrence wins, names not asked for are ignored.
 */
export function firstTexts<K extends string>(
  element: XmlElement,
  names: readonly K[],
): Partial<Record<K, string>> {
  const wanted = new Set<string>(names);
  const result: Partial<Record<K, string>> = {};
  for (const child of element.children) {
    if (!wanted.has(child.name) || Object.hasOwn(result, child.name)) continue;
    result[child.name as K] = child.text;
  }
  return result;
}
