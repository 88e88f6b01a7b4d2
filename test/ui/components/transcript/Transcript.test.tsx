import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cue } from '../../../../src/core/rules/media/captions';
import { anAssetDetail } from '../../../support/builders';
import { CLIP_CUES } from '../../../support/clipCues';
import { renderApp, preloadPages } from '../../../support/renderApp';
import { TranscriptStore } from '../../../../src/core/stores/TranscriptStore';
import { Transcript } from '../../../../src/ui/components/transcript/Transcript';
import { aCue, ScriptedHandle, ScriptedPlayer } from '../../../support/scriptedPlayer';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

/** The clip plays 605 s to 766 s (10:05 to 12:46) of its media file. */
const detail = anAssetDetail({ id: 'LPB-CL-1042' });

async function watch(
  cues: Cue[] | undefined = CLIP_CUES,
  path = '/video_v2/asset-detail/LPB-CL-1042',
) {
  const player = new ScriptedPlayer(cues);
  const app = renderApp(path, {
    player,
    archive: { assetDetail: async () => detail },
  });
  await screen.findByRole('heading', { level: 1, name: 'Governor McKeithen on the Superdome' });
  await waitFor(() => expect(player.handle).toBeDefined());
  return { ...app, player, handle: player.handle! };
}

const transcript = () => screen.getByRole('region', { name: 'Transcript' });
const lines = () => within(transcript()).getByRole('list', { name: 'Transcript lines' });
const line = (name: RegExp) => within(lines()).getByRole('button', { name });

describe('the interactive transcript', () => {
  it('says the video has no captions when its player has none', async () => {
    await watch([]);
    expect(await screen.findByText('No captions or transcript for this video')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
  });

  it('says nothing of captions when the player cannot tell', async () => {
    const player = new ScriptedPlayer();
    renderApp('/video_v2/asset-detail/LPB-CL-1042', {
      player,
      archive: { assetDetail: async () => detail },
    });
    await waitFor(() => expect(player.handle).toBeDefined());
    expect(player.handle?.captions).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('No captions or transcript for this video')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
  });

  it('lists the lines spoken inside the clip with their times in the clip', async () => {
    await watch();
    await screen.findByRole('region', { name: 'Transcript' });
    expect(
      within(lines())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '0:01 The levee broke at dawn.',
      '0:07 Boats came for the families.',
      '0:45 The governor flew over the levee.',
      '1:35 Nobody expected it.',
    ]);
  });

  it('is not shown when the video has no caption file, and offers no skip link', async () => {
    await watch([]);
    expect(screen.getByTestId('player')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Skip to transcript' })).toBeNull();
  });

  it('highlights the line being spoken as the video plays', async () => {
    const { handle } = await watch();
    await screen.findByRole('region', { name: 'Transcript' });
    expect(within(lines()).queryByRole('button', { current: true })).toBeNull();
    act(() => handle.playTo(613));
    expect(line(/Boats came/)).toHaveAttribute('aria-current', 'true');
    act(() => handle.playTo(651));
    expect(line(/governor flew/)).toHaveAttribute('aria-current', 'true');
    expect(line(/Boats came/)).not.toHaveAttribute('aria-current');
  });

  it('plays from a line when it is clicked, or when Enter is pressed on it', async () => {
    const user = userEvent.setup();
    const { handle } = await watch();
    await screen.findByRole('region', { name: 'Transcript' });
    await user.click(line(/governor flew/));
    expect(handle.seeks).toEqual([650]);
    expect(line(/governor flew/)).toHaveAttribute('aria-current', 'true');

    act(() => line(/Nobody expected/).focus());
    await user.keyboard('{Enter}');
    expect(handle.seeks).toEqual([650, 700]);
  });

  it('is one stop in the tab order, with the arrow keys moving between lines', async () => {
    const user = userEvent.setup();
    await watch();
    await screen.findByRole('region', { name: 'Transcript' });
    const buttons = within(lines()).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    act(() => buttons[0]!.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
    expect(
      within(lines())
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('follows the spoken line while autoscroll is on, and stays put once it is off', async () => {
    const scrolled: (ScrollToOptions | undefined)[] = [];
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = function scrollTo(
      this: HTMLElement,
      options?: ScrollToOptions | number,
    ) {
      if (this.getAttribute('aria-label') === 'Transcript lines') {
        scrolled.push(typeof options === 'object' ? options : undefined);
      }
    } as typeof HTMLElement.prototype.scrollTo;
    try {
      const { handle } = await watch();
      await screen.findByRole('region', { name: 'Transcript' });
      const toggle = screen.getByRole('checkbox', { name: 'Autoscroll' });
      expect(toggle).toBeChecked();
      act(() => handle.playTo(607));
      act(() => handle.playTo(613));
      expect(scrolled).toHaveLength(2);

      fireEvent.click(toggle);
      expect(toggle).not.toBeChecked();
      act(() => handle.playTo(651));
      act(() => handle.playTo(701));
      expect(scrolled).toHaveLength(2);
      expect(line(/Nobody expected/)).toHaveAttribute('aria-current', 'true');

      fireEvent.click(toggle);
      expect(scrolled).toHaveLength(3);
    } finally {
      HTMLElement.prototype.scrollTo = original;
    }
  });

  it('searches the lines, showing "n of m", marking matches and moving between them', async () => {
    const user = userEvent.setup();
    const { container } = await watch();
    await screen.findByRole('region', { name: 'Transcript' });
    const search = screen.getByRole('searchbox', { name: 'Search the transcript' });
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous match' })).toBeDisabled();

    await user.type(search, 'levee');
    // With matches they are links to the matches' moments.
    const next = screen.getByRole('button', { name: 'Next match' });
    const previous = screen.getByRole('button', { name: 'Previous match' });
    const status = within(transcript()).getByRole('status');
    expect(status).toHaveTextContent('1 of 2');
    const marks = within(lines()).getAllByText('levee', { selector: 'mark' });
    expect(marks).toHaveLength(2);
    expect(container.querySelectorAll('.transcript__timeline .transcript__mark')).toHaveLength(2);

    await user.click(next);
    expect(status).toHaveTextContent('2 of 2');
    await user.click(next);
    expect(status).toHaveTextContent('1 of 2');
    await user.click(previous);
    expect(status).toHaveTextContent('2 of 2');
    await user.type(search, '{Enter}');
    expect(status).toHaveTextContent('1 of 2');
    await user.type(search, '{Shift>}{Enter}{/Shift}');
    expect(status).toHaveTextContent('2 of 2');

    await user.clear(search);
    await user.type(search, 'hurricane');
    expect(status).toHaveTextContent('No matches');
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
    expect(within(lines()).queryAllByText(/./, { selector: 'mark' })).toHaveLength(0);
  });

  it('downloads the transcript as a plain text file, and as WebVTT and SubRip captions', async () => {
    const made: Blob[] = [];
    const revoked: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return `blob:transcript-${made.length}`;
    };
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
    };
    try {
      const view = await watch();
      await screen.findByRole('region', { name: 'Transcript' });
      const read = (blob: Blob) =>
        new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.readAsText(blob);
        });
      /** The `extension` file: its link, checked, and its blob (by the number in its URL). */
      const download = async (extension: string) => {
        const link = screen.getByRole('link', { name: `Download transcript (.${extension})` });
        expect(link).toHaveAttribute(
          'download',
          `governor-mckeithen-on-the-superdome-transcript.${extension}`,
        );
        const href = link.getAttribute('href') ?? '';
        expect(href).toMatch(/^blob:transcript-/);
        const blob = made[Number(/(\d+)$/.exec(href)?.[1]) - 1]!;
        return { href, type: blob.type, lines: (await read(blob)).split('\n') };
      };
      const txt = await download('txt');
      expect(txt.type).toBe('text/plain;charset=utf-8');
      expect(txt.lines).toEqual([
        'Governor McKeithen on the Superdome',
        'Transcript from the Louisiana Digital Media Archive',
        `${window.location.origin}/video_v2/asset-detail/LPB-CL-1042`,
        '',
        // Paragraphs: each line here ends a sentence before a pause.
        '[0:01] The levee broke at dawn.',
        '',
        '[0:07] Boats came for the families.',
        '',
        '[0:45] The governor flew over the levee.',
        '',
        '[1:35] Nobody expected it.',
        '',
      ]);
      const vtt = await download('vtt');
      expect(vtt.type).toBe('text/vtt;charset=utf-8');
      expect(vtt.lines.slice(0, 6)).toEqual([
        'WEBVTT',
        '',
        '00:00:01.000 --> 00:00:04.000',
        'The levee broke at dawn.',
        '',
        '00:00:07.000 --> 00:00:11.000',
      ]);
      const srt = await download('srt');
      expect(srt.lines.slice(0, 4)).toEqual([
        '1',
        '00:00:01,000 --> 00:00:04,000',
        'The levee broke at dawn.',
        '',
      ]);
      view.unmount();
      expect(revoked).toContain(txt.href);
      expect(revoked).toContain(srt.href);
    } finally {
      delete (URL as { createObjectURL?: unknown }).createObjectURL;
      delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
    }
  });

  it("links each download to the file the site's server serves, where it sent the page", async () => {
    const made: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return 'blob:transcript';
    };
    try {
      const store = new TranscriptStore();
      store.setLines(
        [{ index: 0, start: 606, end: 609, offset: 1, text: 'The levee broke at dawn.' }],
        { start: 605, end: 766 },
      );
      render(
        <Transcript
          store={store}
          title="Governor McKeithen on the Superdome"
          url="https://ldma.example/video_v2/asset-detail/LPB-CL-1042"
          downloadPath={(extension) => `/transcripts/LPB-CL-1042.${extension}`}
        />,
      );
      const links = ['txt', 'vtt', 'srt'].map((extension) =>
        screen.getByRole('link', { name: `Download transcript (.${extension})` }),
      );
      expect(
        links.map((link) => [link.getAttribute('href'), link.getAttribute('download')]),
      ).toEqual([
        ['/transcripts/LPB-CL-1042.txt', 'governor-mckeithen-on-the-superdome-transcript.txt'],
        ['/transcripts/LPB-CL-1042.vtt', 'governor-mckeithen-on-the-superdome-transcript.vtt'],
        ['/transcripts/LPB-CL-1042.srt', 'governor-mckeithen-on-the-superdome-transcript.srt'],
      ]);
      // The server's files, with script as without: nothing is made in the browser.
      expect(made).toEqual([]);
    } finally {
      delete (URL as { createObjectURL?: unknown }).createObjectURL;
    }
  });

  it("offers 'Skip to transcript', which moves focus to it", async () => {
    const user = userEvent.setup();
    await watch();
    const skip = await screen.findByRole('link', { name: 'Skip to transcript' });
    expect(skip).toHaveAttribute('href', '#transcript');
    await user.click(skip);
    expect(transcript()).toHaveFocus();
  });

  it('keeps up with a 90-minute programme of 1,200 lines', async () => {
    const long = Array.from({ length: 1200 }, (_, i) =>
      aCue(i * 4.5, i * 4.5 + 4, `Line ${i + 1}`),
    );
    const store = new TranscriptStore();
    const handle = new ScriptedHandle(0, Promise.resolve(long));
    store.attach(handle, { start: 0, end: 5400 });
    await act(async () => undefined);
    render(<Transcript store={store} title="A long programme" url="https://ldma.example/v/1" />);
    // jsdom's visibility checks make role queries over 1,200 lines slow; `hidden` skips them.
    const list = screen.getByRole('list', { name: 'Transcript lines', hidden: true });
    expect(list.children).toHaveLength(1200);
    act(() => handle.playTo(4500.5));
    const spoken = list.querySelectorAll('[aria-current="true"]');
    expect([...spoken].map((b) => b.textContent)).toEqual(['1:15:00 Line 1001']);
  });
});

describe('a page opened from a search, with its keyword', () => {
  const PAGE = '/video_v2/asset-detail/LPB-CL-1042';
  const at = (keyword: string, t?: number) =>
    `${PAGE}?keyword=${keyword}${t === undefined ? '' : `&t=${t}`}`;
  const here = () => window.location.pathname + window.location.search;

  it('opens the transcript searching for it: marks, "n of m" and a link to each mention', async () => {
    const { container } = await watch(CLIP_CUES, at('LEVEE'));
    await screen.findByRole('region', { name: 'Transcript' });
    expect(screen.getByRole('searchbox', { name: 'Search the transcript' })).toHaveValue('LEVEE');
    expect(within(transcript()).getByRole('status')).toHaveTextContent('1 of 2');
    expect(within(lines()).getAllByText('levee', { selector: 'mark' })).toHaveLength(2);
    const mentions = screen.getByRole('list', { name: 'Mentions of LEVEE' });
    const links = within(mentions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['0:01', at('LEVEE', 1)],
      ['0:45', at('LEVEE', 45)],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    const marks = container.querySelectorAll('.transcript__timeline a.transcript__mark');
    expect([...marks].map((mark) => mark.getAttribute('href'))).toEqual([
      at('LEVEE', 1),
      at('LEVEE', 45),
    ]);
    // Previous and next are links to the matches' moments, for a page without script.
    expect(screen.getByRole('button', { name: 'Next match' })).toHaveAttribute(
      'href',
      at('LEVEE', 45),
    );
  });

  it('moves between mentions by keyboard, playing from each and keeping it in the address', async () => {
    const user = userEvent.setup();
    const { handle } = await watch(CLIP_CUES, at('levee'));
    await screen.findByRole('region', { name: 'Transcript' });
    const status = within(transcript()).getByRole('status');
    act(() => screen.getByRole('button', { name: 'Next match' }).focus());
    await user.keyboard('{Enter}');
    expect(status).toHaveTextContent('2 of 2');
    expect(handle.seeks).toEqual([650]);
    expect(line(/governor flew/).closest('li')).toHaveClass('transcript__row--current');
    expect(here()).toBe(at('levee', 45));
    await user.keyboard(' ');
    expect(status).toHaveTextContent('1 of 2');
    expect(handle.seeks).toEqual([650, 606]);
    expect(here()).toBe(at('levee', 1));
    act(() => screen.getByRole('button', { name: 'Previous match' }).focus());
    await user.keyboard('{Enter}');
    expect(status).toHaveTextContent('2 of 2');
  });

  it('plays from a mention link, and the arrow keys move between the links', async () => {
    const user = userEvent.setup();
    const { handle } = await watch(CLIP_CUES, at('levee'));
    await screen.findByRole('region', { name: 'Transcript' });
    const links = within(screen.getByRole('list', { name: 'Mentions of levee' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1]);
    act(() => links[0]!.focus());
    await user.keyboard('{ArrowRight}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(handle.seeks).toEqual([650]);
    expect(within(transcript()).getByRole('status')).toHaveTextContent('2 of 2');
    expect(links[1]).toHaveAttribute('aria-current', 'true');
    expect(here()).toBe(at('levee', 45));
  });

  it('starts at the mention of its ?t= time, as after a reload', async () => {
    await watch(CLIP_CUES, at('levee', 45));
    await screen.findByRole('region', { name: 'Transcript' });
    expect(within(transcript()).getByRole('status')).toHaveTextContent('2 of 2');
  });

  it('keeps a new search in the address', async () => {
    const user = userEvent.setup();
    await watch(CLIP_CUES, at('levee'));
    await screen.findByRole('region', { name: 'Transcript' });
    const search = screen.getByRole('searchbox', { name: 'Search the transcript' });
    await user.clear(search);
    await user.type(search, 'boats');
    expect(here()).toBe(at('boats'));
    expect(within(transcript()).getByRole('status')).toHaveTextContent('1 of 1');
  });
});

describe('a ?t= link', () => {
  it.each([
    ['?t=45', 650],
    ['?t=1m30s', 695],
    ['?t=00:02:00', 725],
    ['?t=1h', 766],
  ])('%s starts the clip there (seconds into the file: %p)', async (search, start) => {
    const { handle } = await watch(CLIP_CUES, `/video-player/LPB-CL-1042${search}`);
    await waitFor(() => expect(handle.seeks).toEqual([start]));
  });

  it('leaves the start to the clip rules without one, or with one that cannot be read', async () => {
    const { handle } = await watch(CLIP_CUES, '/video-player/LPB-CL-1042?t=soon');
    await screen.findByRole('region', { name: 'Transcript' });
    expect(handle.seeks).toEqual([]);
  });
});
