import type { ContactMessage } from '../../core/entities/Contact';
import type { ContactApi } from '../../core/ports/ContactApi';
import { contactBody } from '../shared/contactBody';
import { ApiError } from '../shared/ApiError';

export interface InMemoryContactOptions {
  /** Every call rejects: true for a server error, or the Error to reject with. */
  fail?: boolean | Error;
}

/** One write as the API receives it. */
export type ContactPost =
  { path: '/reCaptcha'; body: { response: string } } | { path: '/contact'; body: ContactMessage };

/**
 * Records what the contact form sends instead of sending it. Messages are kept exactly as
 * `POST /contact` would carry them. Can be told to fail, like a server that answers 500, or
 * to hold its answer to a message, like a slow one.
 */
export class InMemoryContactApi implements ContactApi {
  /** Every write that succeeded, in the order it was made. */
  readonly posts: ContactPost[] = [];
  private failure: boolean | Error;
  private held: Promise<void> | undefined;

  constructor(options: InMemoryContactOptions = {}) {
    this.failure = options.fail ?? false;
  }

  /** The bodies of `POST /contact`, in order. */
  get messages(): ContactMessage[] {
    return this.posts.flatMap((post) => (post.path === '/contact' ? [post.body] : []));
  }

  /** The tokens sent to `POST /reCaptcha`, in order. */
  get captchaTokens(): string[] {
    return this.posts.flatMap((post) => (post.path === '/reCaptcha' ? [post.body.response] : []));
  }

  /** From now on every call rejects (true: like an HTTP 500), or succeeds again (false). */
  failWith(failure: boolean | Error): void {
    this.failure = failure;
  }

  /**
   * From now on `send` records its message but answers only once the returned function is
   * called: a request still in flight.
   */
  holdSends(): () => void {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    this.held = held;
    return () => {
      if (this.held === held) this.held = undefined;
      release();
    };
  }

  async send(message: ContactMessage): Promise<void> {
    this.answer('contact');
    this.posts.push({ path: '/contact', body: contactBody(message) });
    await this.held;
  }

  async verifyCaptcha(token: string): Promise<void> {
    this.answer('verifyCaptcha');
    this.posts.push({ path: '/reCaptcha', body: { response: token } });
  }

  /** Throws the configured failure, worded as the HTTP adapter words it. */
  private answer(callName: string): void {
    if (this.failure instanceof Error) throw this.failure;
    if (this.failure) throw ApiError.httpStatus(callName, 500);
  }
}
