/** A JSON-LD node: the shape every schema.org builder returns. */
export type JsonLd = { [key: string]: unknown };
