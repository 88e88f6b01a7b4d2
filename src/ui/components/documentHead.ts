import { metaTags, type MetaTag, type PageMeta } from '../../core/rules/seo/pageMeta';
import type { JsonLd } from '../../core/rules/seo/structuredData';

/** The two JSON-LD blocks: one from the route (set on navigation), one from the page. */
export type JsonLdSlot = 'route' | 'page';

function setMeta(doc: Document, { attribute, key, content }: MetaTag): void {
  let tag = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = doc.createElement('meta');
    tag.setAttribute(attribute, key);
    doc.head.append(tag);
  }
  tag.setAttribute('content', content);
}

function setCanonical(doc: Document, href: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = href;
}

/** Writes a page's title, description, canonical link, Open Graph and Twitter tags. */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  for (const tag of metaTags(meta)) setMeta(doc, tag);
  setCanonical(doc, meta.canonical);
}

/** JSON-LD as the text of its script element: '<' escaped so it can never end the element. */
export function jsonLdText(data: JsonLd | JsonLd[] | undefined): string {
  return data ? JSON.stringify(data).replace(/</g, '\\u003c') : '';
}

/**
 * Puts structured data in a `<script type="application/ld+json">` (or removes it for '').
 * It is data, never run, so the no-inline-script policy does not apply; it is written as
 * text content, never parsed as markup.
 */
export function setJsonLd(doc: Document, slot: JsonLdSlot, text: string): void {
  let script = doc.head.querySelector<HTMLScriptElement>(
    `script[type="application/ld+json"][data-ld="${slot}"]`,
  );
  if (!text) {
    script?.remove();
    return;
  }
  if (!script) {
    script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.ld = slot;
    doc.head.append(script);
  }
  if (script.textContent !== text) script.textContent = text;
}
