import { isContainer } from '../entities/Asset';
import type { Category } from '../entities/Browse';
import type { CollectionId } from '../entities/Collection';

/** The site's paths (SPEC §2). Views and stores build links only through these. */
export const paths = {
  home: () => '/',
  browse: (collection?: CollectionId, category?: Category, page?: number) =>
    collection === undefined
      ? '/browse-all-videos'
      : category === undefined
        ? `/browse-all-videos/${collection}`
        : `/browse-all-videos/${collection}/${category}/page/${page ?? 1}`,
  subListing: (category: string, id: string, page = 1) =>
    `/sublisting/${encodeURIComponent(category)}/${encodeURIComponent(id)}/page/${page}`,
  assetDetail: (id: string) => `/video_v2/asset-detail/${encodeURIComponent(id)}`,
  videoPlayer: (id: string) => `/video-player/${encodeURIComponent(id)}`,
  blog: (key: string) => `/blog/${encodeURIComponent(key)}`,
  search: (keyword: string, searchBy: string) =>
    `/search?${new URLSearchParams({ keyword, search_by: searchBy }).toString()}`,
  blogList: () => '/spotlight-on-history',
  about: () => '/about-ldma',
  contact: () => '/contact-us',
  contactSuccess: () => '/contact-success',
  notFound: () => '/not-found',
  embed: (id: string) => `/embed/${encodeURIComponent(id)}`,
  accessibility: () => '/accessibility',
};

export type DetailRoute = 'assetDetail' | 'videoPlayer';

/**
 * Where an item opens: a series or topic opens its sub-listing (the type as the category,
 * written as the item carries it), anything else the video detail route given.
 */
export function itemTarget(
  item: { type: string; identifier: string },
  detail: DetailRoute = 'assetDetail',
  subListingCategory: (type: string) => string = (t) => t,
): string {
  if (isContainer(item.type))
    return `/sublisting/${encodeURIComponent(subListingCategory(item.type))}/${encodeURIComponent(item.identifier)}`;
  return paths[detail](item.identifier);
}
