import type { Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { arrivesAt, headingIs, leave } from './support/expectations';
import { demoState, normalDemo, visit, waitForPath } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

const send = (page: Page) => page.getByRole('button', { name: 'SEND' });
const robot = (page: Page) => page.getByRole('checkbox', { name: "I'm not a robot" });

const MESSAGE = {
  name: 'Ada Lovelace',
  location: 'Baton Rouge',
  zip: '70802',
  email: 'ada@example.org',
  message: 'I think my grandfather is in the 1967 Superdome clip.\nCan I get a copy?',
};

async function fillIn(page: Page, fields: Partial<typeof MESSAGE>): Promise<void> {
  const labels: Record<keyof typeof MESSAGE, string> = {
    name: 'Name',
    location: 'Location',
    zip: 'Zip',
    email: 'Email',
    message: 'Your Message',
  };
  for (const [key, value] of Object.entries(fields) as [keyof typeof MESSAGE, string][])
    await page.getByLabel(labels[key], { exact: true }).fill(value);
}

describe('Contact Us', () => {
  it('sends the message with the captcha token and thanks the visitor', async () => {
    await normalDemo();
    const visitor = await visit('/contact-us');
    const { page } = visitor;
    await headingIs(page, 'CONTACT US');
    await robot(page).waitFor();
    expect(await send(page).isDisabled()).toBe(true);

    await fillIn(page, MESSAGE);
    // Every field filled, captcha not yet ticked: still nothing to send.
    expect(await send(page).isDisabled()).toBe(true);
    await robot(page).check();
    await page.waitForFunction(
      () => !(document.querySelector('main button[type="submit"]') as HTMLButtonElement).disabled,
    );
    await send(page).click();

    await arrivesAt(page, '/contact-success');
    await headingIs(page, 'Thank You!');
    await page.getByText('you will be contacted shortly', { exact: false }).waitFor();

    const { contactPosts } = await demoState();
    expect(contactPosts).toEqual([
      {
        name: MESSAGE.name,
        email: MESSAGE.email,
        zip: MESSAGE.zip,
        message: MESSAGE.message,
        location: MESSAGE.location,
        reCaptcha: 'demo-captcha-token',
        'g-recaptcha-response': 'demo-captcha-token',
      },
    ]);
    expect(Object.keys(contactPosts[0] as object).sort()).toEqual(
      ['email', 'g-recaptcha-response', 'location', 'message', 'name', 'reCaptcha', 'zip'].sort(),
    );

    await page.getByRole('button', { name: 'Go Back Home' }).click();
    await arrivesAt(page, '/');
    await leave(visitor);
  });

  it('sends nothing while a field is blank, the email malformed or the captcha unticked', async () => {
    await normalDemo();
    const visitor = await visit('/contact-us');
    const { page } = visitor;
    await robot(page).waitFor();
    await fillIn(page, { ...MESSAGE, email: 'not an email' });
    await robot(page).check();
    expect(await send(page).isDisabled()).toBe(true);

    await fillIn(page, { email: MESSAGE.email, zip: '   ' });
    expect(await send(page).isDisabled()).toBe(true);

    await fillIn(page, { zip: MESSAGE.zip });
    await robot(page).uncheck();
    expect(await send(page).isDisabled()).toBe(true);
    // Enter in a field does not send it either.
    await page.getByLabel('Zip', { exact: true }).press('Enter');

    // Made valid, it goes, and the one message the API received is this one.
    await robot(page).check();
    await send(page).click();
    await waitForPath(page, '/contact-success');
    expect((await demoState()).contactPosts).toEqual([
      expect.objectContaining({ email: MESSAGE.email, zip: MESSAGE.zip }),
    ]);
    await leave(visitor);
  });
});
