import type { ContactMessage } from '../../core/entities/Contact';
import type { ContactApi } from '../../core/ports/ContactApi';
import { contactBody } from '../shared/contactBody';
import type { HttpClient } from './HttpClient';

/** The contact form's writes (CONTRACT.md "Writes"); any 2xx is success. */
export class HttpContactApi implements ContactApi {
  constructor(private readonly client: HttpClient) {}

  /** `POST /contact` with exactly the contract's seven fields. */
  send(message: ContactMessage): Promise<void> {
    return this.client.postJson('contact', '/contact', contactBody(message));
  }

  /** `POST /reCaptcha` with `{ response: token }`. */
  verifyCaptcha(token: string): Promise<void> {
    return this.client.postJson('verifyCaptcha', '/reCaptcha', { response: token });
  }
}
