import type { ContactMessage } from '../entities/Contact';

/** The site's two writes. Both resolve on any 2xx answer and reject otherwise. */
export interface ContactApi {
  /** `POST /contact` with the message as JSON. */
  send(message: ContactMessage): Promise<void>;
  /** `POST /reCaptcha` with `{ response: token }`. */
  verifyCaptcha(token: string): Promise<void>;
}
