/** A JSON-LD object: one node of structured data. */
export type JsonLdNode = { [key: string]: unknown };

export const isNode = (value: unknown): value is JsonLdNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node's @type, one or several. */
export function typesOf(node: JsonLdNode): string[] {
  const t = node['@type'];
  return Array.isArray(t) ? t.map(String) : typeof t === 'string' ? [t] : [];
}

/**
 * Every node of `data` (one top node or an array of them) and of what they hold, each with
 * its path: `[0]`, `[0].publisher`, `[0].itemListElement[2]`; a node before what it holds.
 */
export function eachNode(data: unknown, visit: (node: JsonLdNode, path: string) => void): void {
  const walk = (node: JsonLdNode, path: string) => {
    visit(node, path);
    for (const [key, value] of Object.entries(node)) {
      const children = Array.isArray(value) ? value : [value];
      children.forEach((child, i) => {
        if (isNode(child)) walk(child, `${path}.${key}${Array.isArray(value) ? `[${i}]` : ''}`);
      });
    }
  };
  const roots = Array.isArray(data) ? data : [data];
  roots.forEach((root, i) => {
    if (isNode(root)) walk(root, `[${i}]`);
  });
}
