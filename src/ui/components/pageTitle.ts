export const SITE_NAME = 'Louisiana Digital Media Archive';

const TITLES: [RegExp, string][] = [
  [/^\/$/, 'Home'],
  [/^\/browse-all-videos(\/|$)/, 'Browse Videos'],
  [/^\/sublisting\/series\//i, 'Series'],
  [/^\/sublisting\/topic\//i, 'Topic'],
  [/^\/sublisting\//, 'Collection Listing'],
  [/^\/(video_v2\/asset-detail|video-player)\//, 'Video'],
  [/^\/blog\//, 'Spotlight On History'],
  [/^\/spotlight-on-history\/?$/, 'Spotlight On History'],
  [/^\/about-ldma\/?$/, 'About LDMA'],
  [/^\/contact-us\/?$/, 'Contact Us'],
  [/^\/contact-success\/?$/, 'Thank You'],
];

/**
 * The document title of a route, set before its page view is reported so analytics and
 * assistive technology name the page even while its data is still loading.
 */
export function pageTitle(pathname: string, search = ''): string {
  if (/^\/search\/?$/.test(pathname)) {
    const keyword = (new URLSearchParams(search).get('keyword') ?? '').trim();
    return `${keyword ? `Search Results for ${keyword}` : 'Search Results'} | ${SITE_NAME}`;
  }
  const match = TITLES.find(([pattern]) => pattern.test(pathname));
  return `${match ? match[1] : 'Page Not Found'} | ${SITE_NAME}`;
}
