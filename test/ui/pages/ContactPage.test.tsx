import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InMemoryContactApi } from '../../../src/adapters/memory/InMemoryContactApi';
import { FILLED_FORM, postsOfFilledForm } from '../../support/builders';
import { CONTACT_LABELS, fillContactForm as fill, tickCaptcha } from '../../support/contactForm';
import { renderApp, preloadPages } from '../../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

async function openForm(contact = new InMemoryContactApi()) {
  const app = renderApp('/contact-us', { contact });
  await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
  return { ...app, contact };
}

const send = () => screen.getByRole('button', { name: 'SEND' });

/** Fills the form in, solves the captcha and presses SEND. */
function sendFilledForm(): void {
  fill();
  tickCaptcha();
  fireEvent.click(send());
}

describe('the contact page', () => {
  it('invites feedback and licensing enquiries and labels every field', async () => {
    await openForm();
    expect(screen.getByText(/licensing footage/)).toBeInTheDocument();
    for (const label of Object.values(CONTACT_LABELS)) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Your Message').tagName).toBe('TEXTAREA');
    expect(send()).toHaveAttribute('type', 'submit');
  });

  it('keeps SEND disabled until the form is valid and the captcha solved', async () => {
    await openForm();
    expect(send()).toBeDisabled();
    fill();
    expect(send()).toBeDisabled();
    tickCaptcha();
    expect(send()).toBeEnabled();
    fill({ email: 'ada@example' });
    expect(send()).toBeDisabled();
    fill();
    tickCaptcha();
    expect(send()).toBeDisabled();
  });

  it('marks a field invalid once the visitor leaves it empty, without an error message', async () => {
    await openForm();
    const email = screen.getByLabelText('Email');
    expect(email).not.toHaveAttribute('aria-invalid');
    fireEvent.blur(email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(email, { target: { value: 'ada@example.org' } });
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('signs an ill-formed email with aria-invalid and an icon, but no words', async () => {
    await openForm();
    const email = screen.getByLabelText('Email');
    const field = email.closest('.contact__field') as HTMLElement;
    const textBefore = field.textContent;
    fireEvent.change(email, { target: { value: 'ada@example' } });
    fireEvent.blur(email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const sign = field.querySelector('svg.contact__invalid-sign');
    expect(sign).not.toBeNull();
    expect(sign).toHaveAttribute('aria-hidden', 'true');
    // No error message: the field says nothing more than its label.
    expect(field.textContent).toBe(textBefore);
    expect(email).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(email, { target: { value: 'ada@example.org' } });
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(field.querySelector('svg')).toBeNull();
  });

  it('verifies the captcha, posts the message and thanks the visitor', async () => {
    const { contact, location } = await openForm();
    sendFilledForm();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank You!' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/contact-success');
    expect(contact.posts).toEqual(postsOfFilledForm('demo-captcha-token'));
  });

  it('posts once when SEND is clicked again while sending', async () => {
    const contact = new InMemoryContactApi();
    const release = contact.holdSends();
    await openForm(contact);
    sendFilledForm();
    await screen.findByText('Sending...');
    expect(send()).toBeDisabled();
    fireEvent.click(send());
    fireEvent.submit(send().closest('form') as HTMLFormElement);
    release();
    await screen.findByRole('heading', { level: 1, name: 'Thank You!' });
    expect(contact.posts.filter((p) => p.path === '/contact')).toHaveLength(1);
  });

  it('logs a failed send, keeps what the visitor wrote and resets the spent captcha', async () => {
    const contact = new InMemoryContactApi({ fail: true });
    const { logger, location } = await openForm(contact);
    sendFilledForm();
    await waitFor(() => expect(logger.messages).toContain('Error sending contact message:'));
    await waitFor(() => expect(screen.queryByText('Sending...')).toBeNull());
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(send()).toBeDisabled();
    for (const [field, label] of Object.entries(CONTACT_LABELS)) {
      expect(screen.getByLabelText(label)).toHaveValue(
        FILLED_FORM[field as keyof typeof FILLED_FORM],
      );
    }
    expect(location().pathname).toBe('/contact-us');

    contact.failWith(false);
    tickCaptcha();
    expect(send()).toBeEnabled();
    fireEvent.click(send());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank You!' }),
    ).toBeInTheDocument();
  });

  it('stays where the visitor went when the answer comes after they left the page', async () => {
    const contact = new InMemoryContactApi();
    const release = contact.holdSends();
    const { location } = await openForm(contact);
    sendFilledForm();
    await screen.findByText('Sending...');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'ABOUT LDMA',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'About LDMA' });
    release();
    await waitFor(() => expect(contact.messages).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(location().pathname).toBe('/about-ldma');
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).toBeNull();
  });
});

describe('the thank-you page', () => {
  it('says the visitor will be contacted shortly and goes back home', async () => {
    const app = renderApp('/contact-success');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank You!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/contacted shortly/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back Home' }));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
  });
});

describe('the contact page opened from a link', () => {
  it('starts the message from the subject and message in its address', async () => {
    renderApp('/contact-us?subject=Accessibility%20request&message=I%20need%20a%20transcript.');
    const message = (await screen.findByLabelText('Your Message')) as HTMLTextAreaElement;
    expect(message.value).toBe('Subject: Accessibility request\n\nI need a transcript.');
  });

  it('drops invisible bidi and zero-width characters from them', async () => {
    const hidden = encodeURIComponent('\u202E\u200B\u2066\uFEFF');
    renderApp(`/contact-us?subject=Foot${hidden}age&message=Pay${hidden}%20100${hidden}%20dollars`);
    expect(await screen.findByLabelText('Your Message')).toHaveValue(
      'Subject: Footage\n\nPay 100 dollars',
    );
  });

  it('starts empty without them', async () => {
    renderApp('/contact-us');
    expect(await screen.findByLabelText('Your Message')).toHaveValue('');
  });
});
