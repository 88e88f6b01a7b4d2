import { InMemoryContactApi } from '../../../src/adapters/memory/InMemoryContactApi';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { ContactStore } from '../../../src/core/stores/ContactStore';
import { SubmitContact } from '../../../src/core/use-cases/SubmitContact';
import { FILLED_FORM, postsOfFilledForm } from '../../support/builders';

interface Setup {
  captcha?: { reset(): void };
  /** Whether the store is started, so its sending code is loaded. Default true. */
  started?: boolean;
}

/** A store over an in-memory contact API. */
async function setup({ captcha, started = true }: Setup = {}) {
  const api = new InMemoryContactApi();
  const logger = new MemoryLogger();
  const store = new ContactStore(async () => new SubmitContact(api, logger), logger, captcha);
  if (started) await store.start();
  return { api, logger, store };
}

function fillValid(store: ContactStore): void {
  for (const [field, value] of Object.entries(FILLED_FORM)) {
    store.setField(field as keyof typeof FILLED_FORM, value);
  }
}

/** A store whose form is filled in and whose captcha is solved with 'token-1'. */
async function readyToSend(captcha?: { reset(): void }) {
  const setUp = await setup({ captcha });
  fillValid(setUp.store);
  setUp.store.captchaSolved('token-1');
  return setUp;
}

describe('ContactStore', () => {
  it('keeps SEND disabled until every field is filled, the email is well formed and the captcha solved', async () => {
    const { store } = await setup();
    expect(store.canSend).toBe(false);
    fillValid(store);
    expect(store.canSend).toBe(false);
    store.captchaSolved('token-1');
    expect(store.canSend).toBe(true);
    store.setField('email', 'ada@');
    expect(store.canSend).toBe(false);
    store.setField('email', 'ada@example.org');
    store.setField('zip', '   ');
    expect(store.canSend).toBe(false);
    store.setField('zip', '70802');
    store.captchaExpired();
    expect(store.canSend).toBe(false);
  });

  it('marks a field invalid only once the visitor has left it', async () => {
    const { store } = await setup();
    expect(store.showsInvalid('email')).toBe(false);
    store.touch('email');
    expect(store.showsInvalid('email')).toBe(true);
    store.setField('email', 'ada@example.org');
    expect(store.showsInvalid('email')).toBe(false);
  });

  it('verifies the token, then posts the message with the token in both fields', async () => {
    const { store, api } = await setup();
    fillValid(store);
    store.setField('name', '  Ada Lovelace ');
    store.captchaSolved('token-1');
    await expect(store.submit()).resolves.toBe('sent');
    expect(api.posts).toEqual(postsOfFilledForm('token-1'));
  });

  it('sends nothing for an invalid form and marks every field', async () => {
    const { store, api, logger } = await setup();
    store.setField('name', 'Ada');
    await expect(store.submit()).resolves.toBe('invalid');
    expect(api.posts).toEqual([]);
    expect(logger.entries).toHaveLength(1);
    expect(store.showsInvalid('location')).toBe(true);
    expect(store.showsInvalid('name')).toBe(false);
  });

  it('posts once when SEND is pressed again while sending', async () => {
    const { store, api } = await readyToSend();
    const release = api.holdSends();
    const first = store.submit();
    expect(store.sending).toBe(true);
    expect(store.canSend).toBe(false);
    await expect(store.submit()).resolves.toBe('busy');
    await new Promise((r) => setTimeout(r, 0));
    release();
    await expect(first).resolves.toBe('sent');
    expect(api.posts.filter((p) => p.path === '/contact')).toHaveLength(1);
    expect(store.sending).toBe(false);
  });

  it('logs a failed send, keeps the text and lets the visitor send again with a new captcha', async () => {
    let resets = 0;
    const { store, api, logger } = await readyToSend({ reset: () => (resets += 1) });
    api.failWith(true);
    await expect(store.submit()).resolves.toBe('failed');
    expect(logger.messages).toContain('Error sending contact message:');
    expect(store.fields).toEqual(FILLED_FORM);
    // The attempt spent the token: the widget is reset and a new one is needed.
    expect(store.captchaToken).toBe('');
    expect(resets).toBe(1);
    expect(store.canSend).toBe(false);
    store.captchaSolved('token-2');
    expect(store.canSend).toBe(true);
    api.failWith(false);
    await expect(store.submit()).resolves.toBe('sent');
    expect(api.captchaTokens).toEqual(['token-2']);
  });

  it('keeps the captcha token when nothing was sent (invalid form)', async () => {
    let resets = 0;
    const { store } = await setup({ captcha: { reset: () => (resets += 1) } });
    store.captchaSolved('token-1');
    await expect(store.submit()).resolves.toBe('invalid');
    expect(store.captchaToken).toBe('token-1');
    expect(resets).toBe(0);
  });

  it('ignores the answer to a send that ends after the page was left', async () => {
    const { store, api } = await readyToSend();
    const release = api.holdSends();
    const sending = store.submit();
    await Promise.resolve();
    store.dispose();
    release();
    await expect(sending).resolves.toBe('left');
    expect(api.messages).toHaveLength(1);
  });

  it('counts a send started after StrictMode remounted the page (dispose, then start)', async () => {
    const { store } = await setup();
    store.dispose();
    await store.start();
    fillValid(store);
    store.captchaSolved('token-1');
    await expect(store.submit()).resolves.toBe('sent');
  });

  it('keeps SEND disabled until the sending code has loaded', async () => {
    const { store } = await setup({ started: false });
    fillValid(store);
    store.captchaSolved('token-1');
    expect(store.canSend).toBe(false);
    await store.start();
    expect(store.canSend).toBe(true);
  });

  it('logs a failure when the sending code cannot be loaded', async () => {
    const logger = new MemoryLogger();
    const store = new ContactStore(() => Promise.reject(new Error('ChunkLoadError')), logger);
    await store.start();
    fillValid(store);
    store.captchaSolved('token-1');
    expect(store.canSend).toBe(false);
    await expect(store.submit()).resolves.toBe('failed');
    expect(logger.messages).toEqual([
      'Contact form could not be loaded:',
      'Error sending contact message:',
    ]);
    expect(store.sending).toBe(false);
  });
});
