import { act, screen, within } from '@testing-library/react';
import { CLIP, CLIP_PAGE, ORIGIN, panelOf, watchClip } from '../../../support/watchClip';

describe('Share', () => {
  it('opens to copy a link to the clip or to the current time', async () => {
    const { user, handle } = await watchClip();
    const share = screen.getByRole('button', { name: /^Share/ });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(share)).not.toBeVisible();
    await user.click(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(share);

    await user.click(within(panel).getByRole('button', { name: 'Copy link to this clip' }));
    expect(await navigator.clipboard.readText()).toBe(CLIP_PAGE);
    expect(within(panel).getByRole('status')).toHaveTextContent('Link to this clip copied.');

    act(() => handle.playTo(695.4));
    await user.click(within(panel).getByRole('button', { name: 'Copy link at 1:30' }));
    expect(await navigator.clipboard.readText()).toBe(`${CLIP_PAGE}?t=1m30s`);
    expect(within(panel).getByRole('status')).toHaveTextContent('Link at 1:30 copied.');
  });

  it('offers the iframe code of the embeddable player, and copies it', async () => {
    const { user } = await watchClip();
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
      const { user } = await watchClip();
      await user.click(screen.getByRole('button', { name: /^Share/ }));
      await user.click(screen.getByRole('button', { name: 'Share…' }));
      expect(shared).toEqual([{ title: 'Governor McKeithen on the Superdome', url: CLIP_PAGE }]);
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it("links the video's IIIF manifest", async () => {
    const { user } = await watchClip();
    await user.click(screen.getByRole('button', { name: /^Share/ }));
    const link = screen.getByRole('link', { name: 'IIIF manifest' });
    expect(link).toHaveAttribute('href', `${ORIGIN}/iiif/${CLIP.id}/manifest.json`);
    expect(link).toHaveAttribute(
      'type',
      'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
    );
  });

  it('has no share-sheet button where the browser has none', async () => {
    const { user } = await watchClip();
    await user.click(screen.getByRole('button', { name: /^Share/ }));
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });

  it('shows the link to copy by hand when the browser will not copy', async () => {
    const { user } = await watchClip();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    await user.click(screen.getByRole('button', { name: /^Share/ }));
    await user.click(screen.getByRole('button', { name: 'Copy link to this clip' }));
    expect(
      await screen.findByText(`Copying is not available here. Select and copy: ${CLIP_PAGE}`),
    ).toBeInTheDocument();
  });
});
