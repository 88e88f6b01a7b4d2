import {
  HttpClient,
  type HttpClientOptions,
  type RequestOptions,
} from '../../../src/adapters/http/HttpClient';
import type { Query } from '../../../src/adapters/http/urls';
import type { FakeFetch } from './fakeFetch';

export const API = 'https://api.example.org';

/** A client over the fake network, with no cookies unless given. */
export function clientOver(net: FakeFetch, options: Partial<HttpClientOptions> = {}): HttpClient {
  return new HttpClient({ baseUrl: API, fetch: net.fetch, cookies: () => '', ...options });
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
