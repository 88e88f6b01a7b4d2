import { HttpArchiveApi } from '../../../src/adapters/http/HttpArchiveApi';
import { HttpBlogApi } from '../../../src/adapters/http/HttpBlogApi';
import {
  HttpClient,
  type HttpClientOptions,
  type RequestOptions,
} from '../../../src/adapters/http/HttpClient';
import { HttpContactApi } from '../../../src/adapters/http/HttpContactApi';
import type { Query } from '../../../src/adapters/http/urls';
import { DEFAULT_THUMBNAILS } from '../../support/builders';
import type { FakeFetch } from './fakeFetch';

export const API = 'https://api.example.org';

/** A client over the fake network, with no cookies unless given. */
export function clientOver(net: FakeFetch, options: Partial<HttpClientOptions> = {}): HttpClient {
  return new HttpClient({ baseUrl: API, fetch: net.fetch, cookies: () => '', ...options });
}

/** The archive, blog and contact adapters over one client on the fake network. */
export function httpPortsOver(net: FakeFetch, options: Partial<HttpClientOptions> = {}) {
  const client = clientOver(net, options);
  return {
    archive: new HttpArchiveApi(client, DEFAULT_THUMBNAILS),
    blogs: new HttpBlogApi(client, DEFAULT_THUMBNAILS),
    contact: new HttpContactApi(client),
  };
}

/** The paths, with their queries, the fake network was asked for, in order. */
export function pathsAsked(net: FakeFetch): string[] {
  return net.requests.map((r) => r.url.slice(API.length));
}

/** A GET whose body is taken as it is. */
export function getText(
  client: HttpClient,
  callName: string,
  path: string,
  query?: Query,
  options?: RequestOptions,
): Promise<string> {
  return client.getParsed(callName, path, query, (body) => body, options);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}
