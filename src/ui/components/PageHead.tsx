import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { alternateLinks } from '../../core/rules/seo/alternates';
import { metaTags, routeMeta, withPatch, type PageMetaPatch } from '../../core/rules/seo/pageMeta';
import type { JsonLd } from '../../core/rules/seo/structuredData';
import { matchSiteRoute } from '../routing';
import { useServices } from '../services';

/** The two JSON-LD blocks: one from the route, one from the page's own data. */
export type JsonLdSlot = 'route' | 'page';

/** JSON-LD as the text of its script element: '<' escaped so it can never end the element. */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Structured data in a `<script type="application/ld+json">`: data, never run, so the
 * no-inline-script policy does not apply. It stays where it is rendered (React hoists only
 * titles, metas and links into the head), which search engines read as well.
 */
export function JsonLdScript({ slot, data }: { slot: JsonLdSlot; data: JsonLd | JsonLd[] }) {
  // Written once per data object, not on every render of the page around it.
  const html = useMemo(() => ({ __html: jsonLdText(data) }), [data]);
  return <script type="application/ld+json" data-ld={slot} dangerouslySetInnerHTML={html} />;
}

export interface PageHeadProps {
  /** What the page knows better than its route; empty values keep the route's own. */
  patch?: PageMetaPatch;
  structuredData?: JsonLd | JsonLd[];
}

/**
 * The head of the page on screen: title, description, canonical link, Open Graph and
 * Twitter tags from the route's rules with the page's patch, the page's alternate forms
 * (feeds, oEmbed, IIIF) and its structured data. Every routed screen renders exactly one
 * (React puts the tags into the head, on the server as in the browser), so leaving a page
 * takes its tags with it.
 */
export function PageHead({ patch = {}, structuredData }: PageHeadProps) {
  const { pathname, search } = useLocation();
  const { siteOrigin } = useServices();
  const match = matchSiteRoute(pathname);
  const meta = withPatch(routeMeta(match, search, siteOrigin), patch);
  return (
    <>
      <title>{meta.title}</title>
      {metaTags(meta)
        .filter((tag) => tag.content)
        .map(({ attribute, key, content }) =>
          attribute === 'name' ? (
            <meta key={key} name={key} content={content} />
          ) : (
            <meta key={key} property={key} content={content} />
          ),
        )}
      <link rel="canonical" href={meta.canonical} />
      {alternateLinks(match, siteOrigin, meta.title).map((link) => (
        <link
          key={link.href}
          rel="alternate"
          type={link.type}
          href={link.href}
          title={link.title}
        />
      ))}
      {structuredData ? <JsonLdScript slot="page" data={structuredData} /> : null}
    </>
  );
}
