import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, preloadPages } from '../../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

describe('the accessibility statement', () => {
  it('is linked from the footer of every page', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/about-ldma');
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Accessibility' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/accessibility');
    expect(document.title).toBe('Accessibility | Louisiana Digital Media Archive');
  });

  it('names the standard, how it is tested, the known limits and how to get help', async () => {
    renderApp('/accessibility');
    await screen.findByRole('heading', { level: 1, name: 'Accessibility' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The standard we aim for',
      'How we test',
      'Known limits',
      'Ask for help or an accessible copy',
    ]);
    expect(
      screen.getByRole('link', { name: 'Web Content Accessibility Guidelines (WCAG) 2.1' }),
    ).toHaveAttribute('href', 'https://www.w3.org/TR/WCAG21/');
    expect(screen.getByText(/at level AA/)).toBeInTheDocument();
    expect(screen.getByText(/axe accessibility engine in\s+a real browser/)).toBeInTheDocument();
    expect(screen.getByText(/Keyboard journeys/)).toBeInTheDocument();
    expect(screen.getByText(/Screen-reader spot checks/)).toBeInTheDocument();
    expect(screen.getByText(/caption files\. They may\s+contain errors/)).toBeInTheDocument();
    expect(screen.getByText(/Much of the footage is decades old/)).toBeInTheDocument();
  });

  it('sends a request for help to the contact form, already marked as one', async () => {
    const user = userEvent.setup();
    renderApp('/accessibility');
    await user.click(await screen.findByRole('link', { name: 'tell us through the contact form' }));
    const message = (await screen.findByLabelText('Your Message')) as HTMLTextAreaElement;
    expect(message.value).toBe('Subject: Accessibility request');
  });
});
