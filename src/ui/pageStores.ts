import { runInAction } from 'mobx';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { AboutStore } from '../core/stores/AboutStore';
import { AssetStore } from '../core/stores/AssetStore';
import { BlogListStore } from '../core/stores/BlogListStore';
import { BlogStore, type MakeHtmlSafe } from '../core/stores/BlogStore';
import { BrowseStore, type BrowseParams } from '../core/stores/BrowseStore';
import { EmbedStore } from '../core/stores/EmbedStore';
import { HomeStore } from '../core/stores/HomeStore';
import { SearchStore } from '../core/stores/SearchStore';
import { SpokenWordsStore } from '../core/stores/SpokenWordsStore';
import { SubListingStore } from '../core/stores/SubListingStore';
import { ExploreHubStore } from '../core/stores/ExploreHubStore';
import { ExploreListStore, type ExploreKind } from '../core/stores/ExploreListStore';
import {
  BLOG_LIST_PAGE_QUERY,
  browseAddressParams,
  DETAIL_QUERY,
  EXPLORE_QUERY,
  SEARCH_QUERY,
  type RouteId,
} from '../core/routes/routeTable';
import { useServices, type Services } from './services';

/**
 * A post's HTML sanitised for the site on `origin`. The sanitiser downloads with the first
 * post that needs it: a post the server sent is safe already, so its page never loads it.
 */
const safeBlogHtml =
  (origin: string): MakeHtmlSafe =>
  async (html) => {
    const { sanitizeBlogHtml, PLAYER_HOSTS } = await import('./sanitizeHtml');
    return sanitizeBlogHtml(html, { origin, iframeHosts: PLAYER_HOSTS });
  };

/** The address a page store is made for: its route parameters and query. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
}

/**
 * The browse filter form's fields, its radios' names. Without script the form is sent as a
 * query of `/browse-all-videos`, read like the route's own parameters.
 */
export const BROWSE_FORM_FIELDS = {
  collection: 'browse-collection',
  category: 'browse-category',
} as const;

/**
 * The browse filter of an address: its route parameters, else the filter form's query, else
 * the query of every collection's address (`?category=series&page=2`).
 */
export function browseParams({ params, query }: PageAddress): BrowseParams {
  const address = browseAddressParams(params, query.toString());
  return {
    collection: address.collection ?? query.get(BROWSE_FORM_FIELDS.collection) ?? undefined,
    category: query.get(BROWSE_FORM_FIELDS.category) ?? address.category,
    page: address.page,
  };
}

/** The address carries a sent filter form: the server answers with a redirect to its route. */
export function isBrowseFormQuery(query: URLSearchParams): boolean {
  return Object.values(BROWSE_FORM_FIELDS).some((field) => query.has(field));
}

/** An explore list's store, at its address: its slug (or decade) and the query. */
function exploreList(kind: ExploreKind, slugParam: 'slug' | 'decade') {
  return (s: Services, { params, query }: PageAddress) => {
    const store = new ExploreListStore(kind, s.exploreCatalogue, s.logger, s.pageData);
    store.at({
      slug: params[slugParam] ?? '',
      parish: query.get(EXPLORE_QUERY.parish),
      decade: query.get(EXPLORE_QUERY.decade),
      subject: query.get(EXPLORE_QUERY.subject),
      person: query.get(EXPLORE_QUERY.person),
      sort: query.get(EXPLORE_QUERY.sort),
      page: query.get(EXPLORE_QUERY.page),
    });
    return store;
  };
}

/** What the server and the browser do with a page's store. */
export interface PageStore {
  /** Loads the page's data; resolves once it arrived (the server awaits it). */
  start(): Promise<void> | void;
  /** Takes the data the server already sent, so the first render shows it. */
  restore(): void;
  dispose(): void;
}

/**
 * Each page's store, made from the services and the address. The page and the server make
 * it the same way: the server to load the page's data before rendering, the page to show it.
 */
export const pageStores = {
  home: (s: Services) => new HomeStore(s.loadHome, s.memory, s.logger, s.pageData),
  browse: (s: Services, address: PageAddress) => {
    const store = new BrowseStore(s.browse, s.memory, s.logger, s.pageData);
    store.at(browseParams(address));
    return store;
  },
  subListing: (s: Services, { params }: PageAddress) => {
    const store = new SubListingStore(
      s.listRelated,
      s.identifyItem,
      s.memory,
      s.logger,
      s.pageData,
    );
    store.at({ category: params.category, id: params.id, page: params.page });
    return store;
  },
  asset: (s: Services, { params, query }: PageAddress) => {
    const store = new AssetStore(s.resolveAsset, s.memory, {
      origin: s.siteOrigin,
      logger: s.logger,
      data: s.pageData,
      readTranscript: s.readTranscript,
    });
    store.setId(params.id ?? '');
    store.setTimecode(query.get(DETAIL_QUERY.time));
    store.setKeyword(query.get(DETAIL_QUERY.keyword));
    return store;
  },
  embed: (s: Services, { params, query }: PageAddress) => {
    const store = new EmbedStore(s.resolveAsset, s.pageData, s.logger);
    store.setRoute(params.id ?? '', query.get('t'));
    return store;
  },
  search: (s: Services, { query }: PageAddress) => {
    const spoken = new SpokenWordsStore(s.searchSpokenWords, s.logger, s.pageData);
    const store = new SearchStore(s.search, s.memory, s.logger, s.pageData, spoken, s.searchFacets);
    store.setQuery(query.get(SEARCH_QUERY.keyword), query.get(SEARCH_QUERY.searchBy));
    store.setFilter(
      query.get(SEARCH_QUERY.collection),
      query.get(SEARCH_QUERY.type),
      query.get(SEARCH_QUERY.decade),
      query.get(SEARCH_QUERY.parish),
    );
    store.setPage(query.get(SEARCH_QUERY.page));
    store.setSpokenPage(query.get(SEARCH_QUERY.spokenPage));
    return store;
  },
  blogList: (s: Services, { query }: PageAddress) => {
    const store = new BlogListStore(s.readBlogs, s.memory, s.logger, s.pageData);
    store.at(query.get(BLOG_LIST_PAGE_QUERY));
    return store;
  },
  blog: (s: Services, { params }: PageAddress) => {
    const store = new BlogStore(s.readBlogs, safeBlogHtml(s.siteOrigin), s.logger, s.pageData);
    store.setKey(params.id ?? '');
    return store;
  },
  about: (s: Services) =>
    new AboutStore(s.loadHome, s.memory, s.logger, s.pageData, s.findCollections),
  explore: (s: Services) =>
    new ExploreHubStore(s.exploreCatalogue, s.parishMap, s.logger, s.pageData),
  exploreParish: exploreList('parish', 'slug'),
  exploreDecade: exploreList('decade', 'decade'),
  exploreSubject: exploreList('subject', 'slug'),
  explorePerson: exploreList('person', 'slug'),
} satisfies Record<string, (s: Services, address: PageAddress) => PageStore>;

export type PageStoreName = keyof typeof pageStores;

/**
 * The page's store, made once per page instance from the current address, starting from
 * the server's data when the page was rendered there.
 */
export function usePageStore<N extends PageStoreName>(name: N): ReturnType<(typeof pageStores)[N]> {
  const services = useServices();
  const params = useParams();
  const { search } = useLocation();
  const [store] = useState(() => {
    const made = pageStores[name](services, { params, query: new URLSearchParams(search) });
    // A plain action: called while an observer renders, an auto-action would be refused
    // changing state that is already observed.
    runInAction(() => made.restore());
    return made as ReturnType<(typeof pageStores)[N]>;
  });
  return store;
}

/** The store each route's page makes; routes without one show no archive data. */
export const ROUTE_STORES: Partial<Record<RouteId, PageStoreName>> = {
  home: 'home',
  browse: 'browse',
  subListing: 'subListing',
  assetDetail: 'asset',
  videoPlayer: 'asset',
  embed: 'embed',
  search: 'search',
  blogList: 'blogList',
  blog: 'blog',
  about: 'about',
  explore: 'explore',
  exploreParish: 'exploreParish',
  exploreDecade: 'exploreDecade',
  exploreSubject: 'exploreSubject',
  explorePerson: 'explorePerson',
};
