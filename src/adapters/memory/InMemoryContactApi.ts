import type { ContactMessage } from '../../core/entities/Contact';
import type { ContactApi } from '../../core/ports/ContactApi';
import { contactBody } from '../shared/contactBody';
import { ApiError } from '../shared/ApiError';

export interface InMemoryContactOptions {
  /** Every call rejects: true for a server error, or the Error to reject with. */
  fail?: boolean | Error;
}

/**
 * Records what the contact form sends instead of sending it. Messages are kept exactly as
 * `POST /contact` would carry them. Can be told to fail, like a server that answers 500.
 */
export class InMemoryContactApi implements ContactApi {
  readonly messages: ContactMessage[] = [];
  readonly captchaTokens: string[] = [];
  private failure: boolean | Error;

  constructor(options: InMemoryContactOptions = {}) {
    this.failure = options.fail ?? false;
  }

  /** From now on every call rejects (true: like an HTTP 500), or succeeds again (false). */
  failWith(failure: boolean | Error): void {
    this.failure = failure;
  }

  send(message: ContactMessage): Promise<void> {
    return this.record('contact', () => this.messages.push(contactBody(message)));
  }

  verifyCaptcha(token: string): Promise<void> {
    return this.record('verifyCaptcha', () => this.captchaTokens.push(token));
  }

  private record(callName: string, keep: () => void): Promise<void> {
    if (this.failure instanceof Error) return Promise.reject(this.failure);
    if (this.failure) return Promise.reject(ApiError.httpStatus(callName, 500));
    keep();
    return Promise.resolve();
  }
}
