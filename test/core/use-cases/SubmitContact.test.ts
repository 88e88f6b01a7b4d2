import { InMemoryContactApi } from '../../../src/adapters/memory/InMemoryContactApi';
import { invalidContactFields, SubmitContact } from '../../../src/core/use-cases/SubmitContact';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { FILLED_FORM, postsOfFilledForm } from '../../support/builders';

describe('SubmitContact', () => {
  it.each([
    [{}, '', []],
    [{ name: '  ' }, 'token', ['name']],
    [{ email: 'not-an-email' }, 'token', ['email']],
    [{ email: '' }, 'token', ['email']],
    [{ zip: '', location: '', message: '' }, 'token', ['location', 'zip', 'message']],
    [{}, '', ['captcha']],
  ])('with %p and token %p the invalid fields are %p', (change, token, invalid) => {
    const expected = token === '' && invalid.length === 0 ? ['captcha'] : invalid;
    expect(invalidContactFields({ ...FILLED_FORM, ...change }, token)).toEqual(expected);
  });

  it('sends nothing when the form is invalid or the captcha unsolved', async () => {
    const api = new InMemoryContactApi();
    const logger = new MemoryLogger();
    const submit = new SubmitContact(api, logger);
    await expect(submit.execute({ ...FILLED_FORM, email: 'x' }, 'token')).resolves.toBe('invalid');
    await expect(submit.execute(FILLED_FORM, '')).resolves.toBe('invalid');
    expect(api.posts).toEqual([]);
    expect(logger.entries).toHaveLength(2);
  });

  it('verifies the token and sends the message with the token in both fields', async () => {
    const api = new InMemoryContactApi();
    await expect(
      new SubmitContact(api, new MemoryLogger()).execute(FILLED_FORM, 'tok'),
    ).resolves.toBe('sent');
    expect(api.posts).toEqual(postsOfFilledForm('tok'));
  });

  it('logs a failed send and reports it', async () => {
    const api = new InMemoryContactApi({ fail: true });
    const logger = new MemoryLogger();
    await expect(new SubmitContact(api, logger).execute(FILLED_FORM, 'tok')).resolves.toBe(
      'failed',
    );
    expect(logger.messages).toContain('Error sending contact message:');
  });
});
