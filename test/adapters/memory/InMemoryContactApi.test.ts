/** @jest-environment node */
import { InMemoryContactApi } from '../../../src/adapters/memory/InMemoryContactApi';
import type { ContactMessage } from '../../../src/core/entities/Contact';
import { aContactMessage } from '../../support/builders';

describe('InMemoryContactApi', () => {
  const message = aContactMessage({ reCaptcha: 't', 'g-recaptcha-response': 't' });

  it('records messages as POST /contact would carry them, and captcha tokens', async () => {
    const contact = new InMemoryContactApi();
    await contact.send({ ...message, extra: 1 } as ContactMessage);
    await contact.verifyCaptcha('t');
    expect(contact.messages).toEqual([message]);
    expect(contact.captchaTokens).toEqual(['t']);
  });

  it('can be told to fail, and records nothing then', async () => {
    const contact = new InMemoryContactApi({ fail: true });
    await expect(contact.send(message)).rejects.toThrow('contact failed: HTTP 500');
    contact.failWith(new Error('captcha service down'));
    await expect(contact.verifyCaptcha('t')).rejects.toThrow('captcha service down');
    expect(contact.messages).toEqual([]);
    expect(contact.captchaTokens).toEqual([]);
    contact.failWith(false);
    await expect(contact.send(message)).resolves.toBeUndefined();
  });

  it('keeps every write in order, as the API receives it', async () => {
    const contact = new InMemoryContactApi();
    await contact.verifyCaptcha('t');
    await contact.send(message);
    expect(contact.posts).toEqual([
      { path: '/reCaptcha', body: { response: 't' } },
      { path: '/contact', body: message },
    ]);
  });

  it('holds its answer to a message until released, like a request in flight', async () => {
    const contact = new InMemoryContactApi();
    const release = contact.holdSends();
    let answered = false;
    const sending = contact.send(message).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(contact.messages).toEqual([message]);
    expect(answered).toBe(false);
    await expect(contact.verifyCaptcha('t')).resolves.toBeUndefined();
    release();
    await sending;
    expect(answered).toBe(true);
    await expect(contact.send(message)).resolves.toBeUndefined();
  });
});
