import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryKeyValueStore } from '../../../../src/adapters/memory/MemoryKeyValueStore';
import type { PlaybackState } from '../../../../src/core/ports/VideoPlayer';
import { PlayerControlsStore } from '../../../../src/core/stores/PlayerControlsStore';
import { WatchingMemory } from '../../../../src/core/stores/WatchingMemory';
import { PlayerBar } from '../../../../src/ui/components/player/PlayerBar';
import { controlledHandle } from '../../../support/scriptedControls';

/** The clip runs from 10:05 to 12:46 of its file (605 s to 766 s). */
const CLIP = { id: 'LPB-CL-1042', window: { start: 605, end: 766 } };

function bar(options: { state?: Partial<PlaybackState>; saved?: number; startAt?: number } = {}) {
  const memory = new WatchingMemory(new MemoryKeyValueStore());
  if (options.saved !== undefined) memory.remember(CLIP.id, options.saved);
  const store = new PlayerControlsStore(memory);
  const handle = controlledHandle(0, options.state);
  const resumed = jest.fn();
  const view = render(<PlayerBar store={store} onResumed={resumed} />);
  act(() => store.attach(handle, { ...CLIP, startAt: options.startAt }));
  return { ...view, store, handle, controls: handle.controls, memory, resumed };
}

describe('the bar under the player', () => {
  it('keeps its place, empty, until a player with controls is there', () => {
    const store = new PlayerControlsStore(new WatchingMemory(new MemoryKeyValueStore()));
    const { container } = render(<PlayerBar store={store} />);
    expect(container.querySelector('.player-bar')).toBeEmptyDOMElement();
  });

  it('offers the speeds from half to double, normal first chosen', async () => {
    const user = userEvent.setup();
    const { controls } = bar();
    const speed = screen.getByRole('combobox', { name: 'Speed' });
    expect(speed).toHaveDisplayValue('Normal');
    expect(
      screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).label),
    ).toEqual(['0.5×', '0.75×', 'Normal', '1.25×', '1.5×', '1.75×', '2×']);
    await user.selectOptions(speed, '1.5×');
    expect(controls.current.rate).toBe(1.5);
    expect(speed).toHaveDisplayValue('1.5×');
    // The player's own menu changed it: the bar follows.
    act(() => controls.change({ rate: 0.75 }));
    expect(speed).toHaveDisplayValue('0.75×');
  });

  it('turns captions off and on, marked as pressed while they show', async () => {
    const user = userEvent.setup();
    const { memory } = bar();
    const captions = screen.getByRole('button', { name: 'Captions' });
    expect(captions).toHaveAttribute('aria-pressed', 'true');
    await user.click(captions);
    expect(captions).toHaveAttribute('aria-pressed', 'false');
    expect(memory.captions).toBe(false);
  });

  it('has no captions button for a clip without captions', () => {
    bar({ state: { hasCaptions: false } });
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
  });

  it('has no picture-in-picture button where the browser has none', () => {
    bar();
    expect(screen.queryByRole('button', { name: 'Picture in picture' })).toBeNull();
  });

  it('toggles picture-in-picture where the browser has it', async () => {
    const user = userEvent.setup();
    bar({ state: { canPictureInPicture: true } });
    const pip = screen.getByRole('button', { name: 'Picture in picture' });
    expect(pip).toHaveAttribute('aria-pressed', 'false');
    await user.click(pip);
    expect(pip).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers to resume where the visitor left the clip, and plays on from there', async () => {
    const user = userEvent.setup();
    const { handle, controls, resumed } = bar({ saved: 739 });
    const resume = screen.getByRole('button', { name: 'Resume at 2:14' });
    expect(handle.seeks).toEqual([]);
    await user.click(resume);
    expect(handle.seeks).toEqual([739]);
    expect(controls.current.paused).toBe(false);
    expect(resumed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /^Resume at/ })).toBeNull();
  });

  it('offers no resume after a ?t= link', () => {
    bar({ saved: 739, startAt: 650 });
    expect(screen.queryByRole('button', { name: /^Resume at/ })).toBeNull();
  });

  it('drops the offer once the visitor plays from the start instead', () => {
    const { controls } = bar({ saved: 739 });
    expect(screen.getByRole('button', { name: 'Resume at 2:14' })).toBeInTheDocument();
    act(() => controls.play());
    expect(screen.queryByRole('button', { name: /^Resume at/ })).toBeNull();
  });

  it('has the keyboard shortcuts button', () => {
    bar();
    expect(screen.getByRole('button', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});
