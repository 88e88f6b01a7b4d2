import { isEmail, isNotEmpty } from 'class-validator';
import type { ContactFields } from '../entities/Contact';
import type { ContactApi } from '../ports/ContactApi';
import type { Logger } from '../ports/Logger';

export type ContactField = keyof ContactFields | 'captcha';

/** The fields that fail SPEC §5: all required (after trimming), email well formed, captcha solved. */
export function invalidContactFields(fields: ContactFields, captchaToken: string): ContactField[] {
  const invalid: ContactField[] = [];
  for (const key of ['name', 'location', 'zip', 'email', 'message'] as const) {
    if (!isNotEmpty(fields[key].trim())) invalid.push(key);
  }
  if (!invalid.includes('email') && !isEmail(fields.email.trim())) invalid.push('email');
  if (!isNotEmpty(captchaToken)) invalid.push('captcha');
  return invalid;
}

export type SubmitOutcome = 'sent' | 'invalid' | 'failed';

/** Sends a valid message with its captcha token; sends nothing otherwise. */
export class SubmitContact {
  constructor(
    private readonly contact: ContactApi,
    private readonly logger: Logger,
  ) {}

  /** The fields that keep the form from being sent; empty when it may be sent. */
  invalidFields(fields: ContactFields, captchaToken: string): ContactField[] {
    return invalidContactFields(fields, captchaToken);
  }

  async execute(fields: ContactFields, captchaToken: string): Promise<SubmitOutcome> {
    const invalid = invalidContactFields(fields, captchaToken);
    if (invalid.length > 0) {
      this.logger.warn('Contact form is invalid or the captcha is unsolved:', invalid);
      return 'invalid';
    }
    try {
      await this.contact.verifyCaptcha(captchaToken).catch((error: unknown) => {
        // The verification answer is not read (SPEC §7); the message still goes out.
        this.logger.warn('Captcha verification failed:', error);
      });
      await this.contact.send({
        name: fields.name.trim(),
        email: fields.email.trim(),
        zip: fields.zip.trim(),
        message: fields.message,
        location: fields.location.trim(),
        reCaptcha: captchaToken,
        'g-recaptcha-response': captchaToken,
      });
      return 'sent';
    } catch (error) {
      this.logger.error('Error sending contact message:', error);
      return 'failed';
    }
  }
}
