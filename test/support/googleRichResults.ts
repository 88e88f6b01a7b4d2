/**
 * What Google's search documentation asks of the structured data the site writes, beyond
 * schema.org (developers.google.com/search/docs/appearance/structured-data): required
 * properties (without them the page gets no rich result) and recommended ones, per type.
 * `googleProblems` lists what is missing, recommended ones prefixed "recommended:".
 */
import { eachNode, isNode, typesOf, type JsonLdNode } from './jsonLd';

interface Rules {
  required: string[];
  recommended: string[];
}

const RULES: Record<string, Rules> = {
  // Video: name, thumbnailUrl and uploadDate required.
  VideoObject: {
    required: ['name', 'thumbnailUrl', 'uploadDate'],
    recommended: ['description', 'duration', 'contentUrl', 'embedUrl'],
  },
  // Video key moments: a Clip needs a name, where it starts and a URL to that moment.
  Clip: { required: ['name', 'startOffset', 'url'], recommended: ['endOffset'] },
  // Article: no required property; these are recommended.
  BlogPosting: {
    required: [],
    recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'],
  },
  // Breadcrumb: each ListItem has a position and a name, and an item but for the last.
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name'], recommended: [] },
};

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

function check(node: JsonLdNode, path: string, problems: string[]): void {
  for (const type of typesOf(node)) {
    const rules = RULES[type];
    if (!rules) continue;
    for (const key of rules.required) {
      if (!present(node[key])) problems.push(`${path}: ${type} needs ${key}`);
    }
    for (const key of rules.recommended) {
      if (!present(node[key])) problems.push(`recommended: ${path}: ${type} lacks ${key}`);
    }
  }
  // A video is a VideoObject alone: a tester widely used cannot read one of two types.
  if (typesOf(node).includes('VideoObject') && Array.isArray(node['@type']))
    problems.push(`${path}: VideoObject must have one type`);
  // An article's author and publisher: a name and a URL; the publisher's logo an ImageObject
  // with its URL and size.
  if (typesOf(node).includes('BlogPosting')) {
    for (const role of ['author', 'publisher']) {
      const who = node[role];
      if (!isNode(who)) continue;
      if (!present(who.name)) problems.push(`${path}.${role}: needs name`);
      if (!present(who.url)) problems.push(`recommended: ${path}.${role}: lacks url`);
    }
    const logo = isNode(node.publisher) ? node.publisher.logo : undefined;
    if (!isNode(logo) || !typesOf(logo).includes('ImageObject'))
      problems.push(`${path}.publisher: logo is not an ImageObject`);
    else
      for (const key of ['url', 'width', 'height'])
        if (!present(logo[key])) problems.push(`${path}.publisher.logo: needs ${key}`);
  }
  if (typesOf(node).includes('BreadcrumbList') && Array.isArray(node.itemListElement)) {
    const items = node.itemListElement.filter(isNode);
    items.forEach((item, i) => {
      if (item.position !== i + 1)
        problems.push(`${path}: crumb ${i + 1} has position ${String(item.position)}`);
      if (i < items.length - 1 && !present(item.item))
        problems.push(`${path}: crumb ${i + 1} needs item`);
    });
  }
}

export function googleProblems(data: unknown): string[] {
  const problems: string[] = [];
  eachNode(data, (node, path) => check(node, path, problems));
  return problems;
}
