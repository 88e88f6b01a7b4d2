import { messageOf } from './Failure';

/** Parses a JSON body; an empty body or one that is not JSON (an HTML page) throws. */
export function parseJsonBody(body: string): unknown {
  if (!body.trim()) throw new Error('empty body where JSON was expected');
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new Error(`not JSON (${messageOf(error)})`, { cause: error });
  }
}
