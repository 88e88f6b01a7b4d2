import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routeMeta, withPatch, type PageMetaPatch } from '../../core/rules/seo/pageMeta';
import type { JsonLd } from '../../core/rules/seo/structuredData';
import { matchSiteRoute } from '../routing';
import { applyPageMeta, jsonLdText, setJsonLd } from './documentHead';

/**
 * What a page knows about itself once its data has loaded: its title, description and
 * sharing picture over the route's defaults, and its structured data. Empty values keep
 * the route's own; leaving the page (or the next navigation) restores the route's.
 */
export function usePageMeta(patch: PageMetaPatch, structuredData?: JsonLd | JsonLd[]): void {
  const { pathname, search, key } = useLocation();
  const patchText = JSON.stringify(patch);
  const dataText = jsonLdText(structuredData);

  useEffect(() => {
    const base = routeMeta(matchSiteRoute(pathname), search, window.location.origin);
    applyPageMeta(document, withPatch(base, JSON.parse(patchText) as PageMetaPatch));
  }, [patchText, pathname, search, key]);

  useEffect(() => {
    setJsonLd(document, 'page', dataText);
    return () => setJsonLd(document, 'page', '');
  }, [dataText, key]);
}
