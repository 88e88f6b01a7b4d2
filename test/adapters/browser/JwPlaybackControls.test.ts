// What every adapter's controls do: playbackControlsContract.test.ts. Here: JW Player's own.
import { JwPlaybackControls } from '../../../src/adapters/browser/JwPlaybackControls';
import { FakeJw } from './fakeJw';

function setup() {
  const jw = new FakeJw();
  const controls = new JwPlaybackControls(jw);
  controls.attach();
  const changes: string[] = [];
  controls.onStateChange(() => changes.push('changed'));
  return { jw, controls, changes };
}

describe('the JW Player controls', () => {
  it('count buffering as playing, and read the length JW reports', () => {
    const { jw, controls, changes } = setup();
    jw.state = 'buffering';
    jw.duration = 1800;
    jw.emit('buffer');
    expect(controls.state()).toMatchObject({ paused: false, duration: 1800 });
    expect(changes).toEqual(['changed']);
  });

  it('play, pause, set the speed, the sound and full screen through its API', () => {
    const { jw, controls } = setup();
    controls.play();
    expect(jw.state).toBe('playing');
    controls.pause();
    expect(jw.state).toBe('paused');
    controls.setRate(1.75);
    controls.setMuted(true);
    controls.toggleFullscreen();
    expect(jw).toMatchObject({ rate: 1.75, muted: true, fullscreen: true });
  });

  it('show or hide the English captions, also when asked before JW has listed them', () => {
    const { jw, controls } = setup();
    controls.setCaptions(false);
    expect(jw.currentCaptions).toBe(0);
    jw.listCaptions();
    expect(jw.currentCaptions).toBe(0);
    controls.setCaptions(true);
    expect(jw.currentCaptions).toBe(1);
  });

  it('leave undone what an older player lacks', () => {
    const bare = {
      on: () => undefined,
      off: () => undefined,
      pause: () => undefined,
    };
    const controls = new JwPlaybackControls(bare);
    controls.attach();
    expect(() => {
      controls.play();
      controls.setRate(2);
      controls.setMuted(true);
      controls.setCaptions(false);
      controls.toggleFullscreen();
    }).not.toThrow();
    expect(controls.state()).toMatchObject({ paused: true, rate: 1, hasCaptions: false });
  });
});
