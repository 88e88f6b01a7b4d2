import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cue } from '../../../../src/core/rules/media/captions';
import { anAssetDetail } from '../../../support/builders';
import { renderApp } from '../../../support/renderApp';
import { TranscriptStore } from '../../../../src/core/stores/TranscriptStore';
import { Transcript } from '../../../../src/ui/components/transcript/Transcript';
import { aCue, ScriptedHandle, ScriptedPlayer } from '../../../support/scriptedPlayer';

/** The clip plays 605 s to 766 s (10:05 to 12:46) of its media file. */
const detail = anAssetDetail({ id: 'LPB-CL-1042' });

const CUES: Cue[] = [
  aCue(600, 604, 'Before the clip starts.'),
  aCue(606, 609, 'The levee broke at dawn.'),
  aCue(612, 616, 'Boats came for the <i>families</i>.'),
  aCue(650, 655, 'The governor flew over the levee.'),
  aCue(700, 704, 'Nobody expected it.'),
  aCue(800, 802, 'After the clip ends.'),
];

async function watch(cues: Cue[] | undefined = CUES, path = '/video_v2/asset-detail/LPB-CL-1042') {
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
    const next = screen.getByRole('button', { name: 'Next match' });
    const previous = screen.getByRole('button', { name: 'Previous match' });
    expect(next).toBeDisabled();

    await user.type(search, 'levee');
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
    expect(next).toBeDisabled();
    expect(within(lines()).queryAllByText(/./, { selector: 'mark' })).toHaveLength(0);
  });

  it('downloads the transcript as a plain text file', async () => {
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
      const link = screen.getByRole('link', { name: 'Download transcript (.txt)' });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^blob:transcript-/));
      expect(link).toHaveAttribute(
        'download',
        'governor-mckeithen-on-the-superdome-transcript.txt',
      );
      const blob = made.at(-1)!;
      expect(blob.type).toBe('text/plain;charset=utf-8');
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
      expect(text.split('\n')).toEqual([
        'Governor McKeithen on the Superdome',
        'Transcript from the Louisiana Digital Media Archive',
        `${window.location.origin}/video_v2/asset-detail/LPB-CL-1042`,
        '',
        '[0:01] The levee broke at dawn.',
        '[0:07] Boats came for the families.',
        '[0:45] The governor flew over the levee.',
        '[1:35] Nobody expected it.',
        '',
      ]);
      view.unmount();
      expect(revoked).toContain(link.getAttribute('href'));
    } finally {
      delete (URL as { createObjectURL?: unknown }).createObjectURL;
      delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
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

describe('a ?t= link', () => {
  it.each([
    ['?t=45', 650],
    ['?t=1m30s', 695],
    ['?t=00:02:00', 725],
    ['?t=1h', 766],
  ])('%s starts the clip there (seconds into the file: %p)', async (search, start) => {
    const { handle } = await watch(CUES, `/video-player/LPB-CL-1042${search}`);
    await waitFor(() => expect(handle.seeks).toEqual([start]));
  });

  it('leaves the start to the clip rules without one, or with one that cannot be read', async () => {
    const { handle } = await watch(CUES, '/video-player/LPB-CL-1042?t=soon');
    await screen.findByRole('region', { name: 'Transcript' });
    expect(handle.seeks).toEqual([]);
  });
});
