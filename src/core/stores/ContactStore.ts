import { observableRef, runInAction } from 'mobx';
import { observed } from './observed';
import { EMPTY_CONTACT_FIELDS, type ContactFields } from '../entities/Contact';
import type { Captcha } from '../ports/Captcha';
import type { Logger } from '../ports/Logger';
import { contactPrefill } from '../rules/clip/footageRequest';
import type { ContactField, SubmitContact, SubmitOutcome } from '../use-cases/SubmitContact';

export type ContactInput = keyof ContactFields;

const ALL_INPUTS: ContactInput[] = ['name', 'location', 'zip', 'email', 'message'];

/** What a send came to; 'left' when the page was left before its answer came. */
export type ContactSendOutcome = SubmitOutcome | 'busy' | 'left';

/**
 * The contact form: its fields, the captcha token and one send at a time. The use case (and
 * with it the validation library) is loaded when the form starts, so only this page pays for it.
 */
export class ContactStore {
  fields: ContactFields = { ...EMPTY_CONTACT_FIELDS };
  captchaToken = '';
  /** Fields the visitor has left (or tried to send); only those are marked invalid. */
  touched: ContactInput[] = [];
  sending = false;
  private useCase: SubmitContact | undefined = undefined;
  /** Counts dispose() calls: a send started before the last one has lost its page. */
  private visits = 0;

  constructor(
    private readonly loadSubmitContact: () => Promise<SubmitContact>,
    private readonly logger: Logger,
    /** The widget whose token a failed send spent; reset so the visitor can solve it again. */
    private readonly captcha?: Pick<Captcha, 'reset'>,
  ) {
    observed<ContactStore, 'loadSubmitContact' | 'logger' | 'useCase' | 'captcha' | 'visits'>(
      this,
      {
        loadSubmitContact: false,
        logger: false,
        useCase: observableRef,
        captcha: false,
        visits: false,
      },
    );
  }

  /** The page is left: the answer to a send still under way is ignored. Safe to call again. */
  dispose(): void {
    this.visits += 1;
  }

  /** Loads the sending code; safe to call again. */
  async start(): Promise<void> {
    try {
      await this.ensureUseCase();
    } catch (error) {
      this.logger.error('Contact form could not be loaded:', error);
    }
  }

  /**
   * Starts the message from the page address's `subject` and `message` parameters (a footage
   * request from a video's page). The visitor can still change it; typed text is kept.
   */
  prefillFrom(search: string): void {
    const message = contactPrefill(search);
    if (message && !this.fields.message) this.fields.message = message;
  }

  setField(name: ContactInput, value: string): void {
    this.fields[name] = value;
  }

  /** The visitor left a field: its validity may now be shown. */
  touch(name: ContactInput): void {
    if (!this.touched.includes(name)) this.touched.push(name);
  }

  captchaSolved(token: string): void {
    this.captchaToken = token;
  }

  captchaExpired(): void {
    this.captchaToken = '';
  }

  /** What keeps the form from being sent; unknown (empty) until the rules have loaded. */
  get invalid(): ContactField[] {
    return this.useCase?.invalidFields(this.fields, this.captchaToken) ?? [];
  }

  /** aria-invalid for a field: only once touched, so an untouched form is not all red. */
  showsInvalid(name: ContactInput): boolean {
    return this.touched.includes(name) && this.invalid.includes(name);
  }

  /** SEND is enabled only for a valid form with a solved captcha, and not while sending. */
  get canSend(): boolean {
    return this.useCase !== undefined && !this.sending && this.invalid.length === 0;
  }

  /**
   * Sends the message once. Resolves to the use case's outcome, 'busy' when a send is already
   * running (a second click posts nothing), or 'left' when the page was left (dispose) before
   * the answer came. On failure the fields keep their text, and the captcha token, spent by
   * the attempt, is cleared and its widget reset.
   */
  async submit(): Promise<ContactSendOutcome> {
    if (this.sending) return 'busy';
    const visit = this.visits;
    this.touched = [...ALL_INPUTS];
    this.sending = true;
    try {
      const useCase = await this.ensureUseCase();
      const outcome = await useCase.execute({ ...this.fields }, this.captchaToken);
      if (visit !== this.visits) return 'left';
      if (outcome === 'failed') this.spendCaptcha();
      return outcome;
    } catch (error) {
      // The sending code itself could not be loaded (offline); the use case logs the rest.
      this.logger.error('Error sending contact message:', error);
      return 'failed';
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  private spendCaptcha(): void {
    this.captchaToken = '';
    this.captcha?.reset();
  }

  private async ensureUseCase(): Promise<SubmitContact> {
    if (this.useCase) return this.useCase;
    const useCase = await this.loadSubmitContact();
    runInAction(() => {
      this.useCase = useCase;
    });
    return useCase;
  }
}
