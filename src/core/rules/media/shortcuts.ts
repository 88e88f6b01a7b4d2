/** What a key does to the player. */
export type PlayerAction =
  'playPause' | 'back10' | 'forward10' | 'back5' | 'forward5' | 'captions' | 'fullscreen' | 'mute';

export interface PlayerShortcut {
  /** `KeyboardEvent.key` values; letters in lower case. */
  keys: readonly string[];
  /** The keys as the help dialog names them. */
  keyNames: readonly string[];
  action: PlayerAction;
  /** What it does, as the help dialog says it. */
  does: string;
}

/** The player's keys, in the order the help dialog lists them. */
export const PLAYER_SHORTCUTS: readonly PlayerShortcut[] = [
  { keys: [' ', 'k'], keyNames: ['Space', 'K'], action: 'playPause', does: 'Play or pause' },
  { keys: ['j'], keyNames: ['J'], action: 'back10', does: 'Back 10 seconds' },
  { keys: ['l'], keyNames: ['L'], action: 'forward10', does: 'Forward 10 seconds' },
  { keys: ['ArrowLeft'], keyNames: ['Left arrow'], action: 'back5', does: 'Back 5 seconds' },
  {
    keys: ['ArrowRight'],
    keyNames: ['Right arrow'],
    action: 'forward5',
    does: 'Forward 5 seconds',
  },
  { keys: ['c'], keyNames: ['C'], action: 'captions', does: 'Captions on or off' },
  { keys: ['f'], keyNames: ['F'], action: 'fullscreen', does: 'Full screen on or off' },
  { keys: ['m'], keyNames: ['M'], action: 'mute', does: 'Sound off or on' },
];

/** Seconds each seeking action moves. */
export const SEEK_STEPS: Readonly<Partial<Record<PlayerAction, number>>> = {
  back10: -10,
  forward10: 10,
  back5: -5,
  forward5: 5,
};

/**
 * Where a key was pressed: `text` is a field the visitor types or picks in (input, textarea,
 * select, editable content); `control` a button or link, which Space presses.
 */
export type KeyTarget = 'text' | 'control' | 'other';

export interface KeyPress {
  key: string;
  target: KeyTarget;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The key is held down. */
  repeat?: boolean;
}

/** `aria-keyshortcuts` of the player: every key, as ARIA names them. */
export const PLAYER_KEYSHORTCUTS = PLAYER_SHORTCUTS.flatMap((s) =>
  s.keys.map((key) => (key === ' ' ? 'Space' : key.length === 1 ? key.toUpperCase() : key)),
).join(' ');

/**
 * The action of a key press on the player, or undefined. Never while typing (WCAG 2.1.4),
 * never with Ctrl, Alt or Meta (the browser's and assistive technology's own keys), never
 * Space on a button or link (it presses them), and a held key repeats only seeking.
 */
export function shortcutFor(press: KeyPress): PlayerAction | undefined {
  if (press.target === 'text' || press.ctrlKey || press.metaKey || press.altKey) return undefined;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (key === ' ' && press.target === 'control') return undefined;
  const action = PLAYER_SHORTCUTS.find((s) => s.keys.includes(key))?.action;
  if (action && press.repeat && SEEK_STEPS[action] === undefined) return undefined;
  return action;
}
