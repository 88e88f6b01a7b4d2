import {
  PLAYER_KEYSHORTCUTS,
  PLAYER_SHORTCUTS,
  shortcutFor,
  type KeyTarget,
} from '../../../../src/core/rules/media/shortcuts';
import { itMaps } from '../../../support/tables';

const on = (key: string, target: KeyTarget = 'other') => shortcutFor({ key, target });

describe('the player keys', () => {
  itMaps(on, '%p does %p', [
    [' ', 'playPause'],
    ['k', 'playPause'],
    ['K', 'playPause'],
    ['j', 'back10'],
    ['l', 'forward10'],
    ['ArrowLeft', 'back5'],
    ['ArrowRight', 'forward5'],
    ['c', 'captions'],
    ['f', 'fullscreen'],
    ['m', 'mute'],
  ]);

  it('leave every other key alone', () => {
    for (const key of ['a', 'Enter', 'Tab', 'Escape', 'ArrowUp', 'ArrowDown', '?', '0'])
      expect(on(key)).toBeUndefined();
  });

  it('never fire while the visitor types or picks in a field (WCAG 2.1.4)', () => {
    for (const key of [' ', 'k', 'j', 'ArrowLeft', 'c', 'f', 'm'])
      expect(on(key, 'text')).toBeUndefined();
  });

  it('leave Space to the button or link it presses; other keys still work there', () => {
    expect(on(' ', 'control')).toBeUndefined();
    expect(on('k', 'control')).toBe('playPause');
    expect(on('ArrowRight', 'control')).toBe('forward5');
  });

  it("leave the browser's and assistive technology's combinations alone", () => {
    expect(shortcutFor({ key: 'f', target: 'other', ctrlKey: true })).toBeUndefined();
    expect(shortcutFor({ key: 'l', target: 'other', metaKey: true })).toBeUndefined();
    expect(shortcutFor({ key: 'ArrowLeft', target: 'other', altKey: true })).toBeUndefined();
  });

  it('repeat only seeking while a key is held', () => {
    expect(shortcutFor({ key: 'l', target: 'other', repeat: true })).toBe('forward10');
    expect(shortcutFor({ key: 'ArrowLeft', target: 'other', repeat: true })).toBe('back5');
    expect(shortcutFor({ key: 'k', target: 'other', repeat: true })).toBeUndefined();
    expect(shortcutFor({ key: 'f', target: 'other', repeat: true })).toBeUndefined();
  });

  it('are each listed once for the help dialog, with what they do', () => {
    expect(PLAYER_SHORTCUTS.map((s) => [s.keyNames.join(' or '), s.does])).toEqual([
      ['Space or K', 'Play or pause'],
      ['J', 'Back 10 seconds'],
      ['L', 'Forward 10 seconds'],
      ['Left arrow', 'Back 5 seconds'],
      ['Right arrow', 'Forward 5 seconds'],
      ['C', 'Captions on or off'],
      ['F', 'Full screen on or off'],
      ['M', 'Sound off or on'],
    ]);
    expect(PLAYER_KEYSHORTCUTS).toBe('Space K J L ArrowLeft ArrowRight C F M');
  });
});
