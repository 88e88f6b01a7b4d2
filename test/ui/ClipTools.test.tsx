import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAssetDetail } from '../support/builders';
import { renderApp } from '../support/renderApp';
import { ScriptedPlayer } from '../support/scriptedPlayer';

/** The clip plays 605 s to 766 s (10:05 to 12:46) of its media file. */
const detail = anAssetDetail({
  id: 'LPB-CL-1042',
  contributors: [{ name: 'John McKeithen', role: 'Interviewee' }],
});
const ORIGIN = window.location.origin;
const PAGE = `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`;

async function watch() {
  const user = userEvent.setup();
  const player = new ScriptedPlayer([]);
  const app = renderApp('/video_v2/asset-detail/LPB-CL-1042', {
    player,
    archive: { assetDetail: async () => detail },
  });
  await screen.findByRole('heading', { level: 1, name: 'Governor McKeithen on the Superdome' });
  await waitFor(() => expect(player.handle).toBeDefined());
  return { ...app, user, handle: player.handle! };
}

const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('Share', () => {
  it('opens to copy a link to the clip or to the current time', async () => {
    const { user, handle } = await watch();
    const share = screen.getByRole('button', { name: /^Share/ });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(share)).not.toBeVisible();
    await user.click(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(share);

    await user.click(within(panel).getByRole('button', { name: 'Copy link to this clip' }));
    expect(await navigator.clipboard.readText()).toBe(PAGE);
    expect(within(panel).getByRole('status')).toHaveTextContent('Link to this clip copied.');

    act(() => handle.playTo(695.4));
    await user.click(within(panel).getByRole('button', { name: 'Copy link at 1:30' }));
    expect(await navigator.clipboard.readText()).toBe(`${PAGE}?t=1m30s`);
    expect(within(panel).getByRole('status')).toHaveTextContent('Link at 1:30 copied.');
  });

  it('offers the iframe code of the embeddable player, and copies it', async () => {
    const { user } = await watch();
    await user.click(screen.getByRole('button', { name: /^Share/ }));
    const code = screen.getByRole('textbox', { name: 'Embed code' });
    expect(code).toHaveAttribute('readonly');
    expect((code as HTMLTextAreaElement).value).toBe(
      `<iframe src="${ORIGIN}/embed/LPB-CL-1042" title="Governor McKeithen on the Superdome" width="640" height="400" style="border:0" allow="fullscreen; picture-in-picture" allowfullscreen loading="lazy"></iframe>`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(await navigator.clipboard.readText()).toBe((code as HTMLTextAreaElement).value);
    expect(screen.getByText('Embed code copied.')).toBeInTheDocument();
  });

  it("uses the browser's share sheet where it has one", async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
    try {
      const { user } = await watch();
      await user.click(screen.getByRole('button', { name: /^Share/ }));
      await user.click(screen.getByRole('button', { name: 'Share…' }));
      expect(shared).toEqual([{ title: 'Governor McKeithen on the Superdome', url: PAGE }]);
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('has no share-sheet button where the browser has none', async () => {
    const { user } = await watch();
    await user.click(screen.getByRole('button', { name: /^Share/ }));
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });

  it('shows the link to copy by hand when the browser will not copy', async () => {
    const { user } = await watch();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    await user.click(screen.getByRole('button', { name: /^Share/ }));
    await user.click(screen.getByRole('button', { name: 'Copy link to this clip' }));
    expect(
      await screen.findByText(`Copying is not available here. Select and copy: ${PAGE}`),
    ).toBeInTheDocument();
  });
});

describe('Cite', () => {
  it('gives Chicago, MLA and APA forms, each copyable', async () => {
    const { user } = await watch();
    const cite = screen.getByRole('button', { name: /^Cite/ });
    await user.click(cite);
    const panel = panelOf(cite);
    // The citation rules load with the panel.
    const terms = await within(panel).findAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual(['Chicago', 'MLA', 'APA']);
    const chicago = within(panel).getByText(
      /^McKeithen, John, interviewee\. .* WBRZ, August 14, 1967\./,
    );
    expect(chicago).toHaveTextContent(`Louisiana Digital Media Archive. Accessed`);
    expect(chicago).toHaveTextContent(`${PAGE}.`);

    await user.click(within(panel).getByRole('button', { name: 'Copy Chicago citation' }));
    expect(await navigator.clipboard.readText()).toBe(chicago.textContent);
    expect(within(panel).getByRole('status')).toHaveTextContent('Chicago citation copied.');

    await user.click(within(panel).getByRole('button', { name: 'Copy MLA citation' }));
    expect(await navigator.clipboard.readText()).toMatch(
      /^McKeithen, John, interviewee\. .* Accessed \d+ \w+\.? \d{4}\.$/,
    );

    await user.click(within(panel).getByRole('button', { name: 'Copy APA citation' }));
    expect(await navigator.clipboard.readText()).toMatch(
      new RegExp(
        `^McKeithen, J\\. \\(Interviewee\\)\\. \\(1967, August 14\\)\\. .*, from ${PAGE}$`,
      ),
    );
  });
});

describe('Request this footage', () => {
  it('opens the contact form pre-filled with the video, which the visitor can still edit', async () => {
    const { user, location } = await watch();
    await user.click(screen.getByRole('link', { name: 'Request this footage' }));
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    expect(location().pathname).toBe('/contact-us');
    const message = screen.getByLabelText('Your Message') as HTMLTextAreaElement;
    expect(message.value).toBe(
      [
        'Subject: Footage licensing request',
        '',
        'I would like to license footage from this video.',
        '',
        'Title: Governor McKeithen on the Superdome',
        'Identifier: LPB-CL-1042',
        `Link: ${PAGE}`,
        '',
        'How I plan to use it:',
      ].join('\n'),
    );
    await user.type(message, ' a documentary.');
    expect(message.value.endsWith('How I plan to use it: a documentary.')).toBe(true);
    for (const label of ['Name', 'Location', 'Zip', 'Email']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('names the in and out points the visitor marked as the video played', async () => {
    const { user, handle } = await watch();
    const marks = screen.getByRole('group', { name: 'Footage to request' });
    act(() => handle.playTo(617.2));
    await user.click(within(marks).getByRole('button', { name: 'Set in point' }));
    act(() => handle.playTo(670));
    await user.click(within(marks).getByRole('button', { name: 'Set out point' }));
    expect(within(marks).getByRole('status')).toHaveTextContent('In point 0:12, out point 1:05.');

    await user.click(screen.getByRole('link', { name: 'Request this footage' }));
    const message = (await screen.findByLabelText('Your Message')) as HTMLTextAreaElement;
    expect(message.value).toContain('In point: 0:12 (00:10:17 in the source file)');
    expect(message.value).toContain('Out point: 1:05 (00:11:10 in the source file)');
  });

  it('clears the marked points', async () => {
    const { user, handle } = await watch();
    const marks = screen.getByRole('group', { name: 'Footage to request' });
    expect(within(marks).queryByRole('button', { name: 'Clear points' })).toBeNull();
    act(() => handle.playTo(650));
    await user.click(within(marks).getByRole('button', { name: 'Set in point' }));
    await user.click(within(marks).getByRole('button', { name: 'Clear points' }));
    expect(within(marks).getByRole('status')).toHaveTextContent('');
    expect(
      screen.getByRole('link', { name: 'Request this footage' }).getAttribute('href'),
    ).not.toContain('In+point');
  });
});

describe('the contact page opened from a link', () => {
  it('starts the message from the subject and message in its address', async () => {
    renderApp('/contact-us?subject=Accessibility%20request&message=I%20need%20a%20transcript.');
    const message = (await screen.findByLabelText('Your Message')) as HTMLTextAreaElement;
    expect(message.value).toBe('Subject: Accessibility request\n\nI need a transcript.');
  });

  it('starts empty without them', async () => {
    renderApp('/contact-us');
    expect(await screen.findByLabelText('Your Message')).toHaveValue('');
  });
});
