/** What the contact form sends (SPEC §3); the captcha token goes in both token fields. */
export interface ContactMessage {
  name: string;
  email: string;
  zip: string;
  message: string;
  location: string;
  reCaptcha: string;
  'g-recaptcha-response': string;
}

export type ContactFields = Pick<ContactMessage, 'name' | 'email' | 'zip' | 'message' | 'location'>;

export const EMPTY_CONTACT_FIELDS: ContactFields = {
  name: '',
  location: '',
  zip: '',
  email: '',
  message: '',
};
