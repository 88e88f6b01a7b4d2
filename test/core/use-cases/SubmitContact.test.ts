import { InMemoryContactApi } from '../../../src/adapters/memory/InMemoryContactApi';
import { invalidContactFields, SubmitContact } from '../../../src/core/use-cases/SubmitContact';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';

describe('SubmitContact', () => {
  const valid = {
    name: 'Ada',
    location: 'Baton Rouge',
    zip: '70802',
    email: 'ada@example.org',
    message: 'Hello',
  };

  it.each([
    [{}, '', []],
    [{ name: '  ' }, 'token', ['name']],
    [{ email: 'not-an-email' }, 'token', ['email']],
    [{ email: '' }, 'token', ['email']],
    [{ zip: '', location: '', message: '' }, 'token', ['location', 'zip', 'message']],
    [{}, '', ['captcha']],
  ])('with %p and token %p the invalid fields are %p', (change, token, invalid) => {
    const expected = token === '' && invalid.length === 0 ? ['captcha'] : invalid;
    expect(invalidContactFields({ ...valid, ...change }, token)).toEqual(expected);
  });

  it('sends nothing when the form is invalid or the captcha unsolved', async () => {
    const api = new InMemoryContactApi();
    const logger = new MemoryLogger();
    const submit = new SubmitContact(api, logger);
    await expect(submit.execute({ ...valid, email: 'x' }, 'token')).resolves.toBe('invalid');
    await expect(submit.execute(valid, '')).resolves.toBe('invalid');
    expect(api.posts).toEqual([]);
    expect(logger.entries).toHaveLength(2);
  });

  it('verifies the token and sends the message with the token in both fields', async () => {
    const api = new InMemoryContactApi();
    await expect(new SubmitContact(api, new MemoryLogger()).execute(valid, 'tok')).resolves.toBe(
      'sent',
    );
    expect(api.posts).toEqual([
      { path: '/reCaptcha', body: { response: 'tok' } },
      { path: '/contact', body: { ...valid, reCaptcha: 'tok', 'g-recaptcha-response': 'tok' } },
    ]);
  });

  it('logs a failed send and reports it', async () => {
    const api = new InMemoryContactApi({ fail: true });
    const logger = new MemoryLogger();
    await expect(new SubmitContact(api, logger).execute(valid, 'tok')).resolves.toBe('failed');
    expect(logger.messages).toContain('Error sending contact message:');
  });
});
