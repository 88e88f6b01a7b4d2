/** Injection tokens of the ports, used by the composition root only. */
export const TOKENS = {
  ArchiveApi: Symbol.for('ArchiveApi'),
  BlogApi: Symbol.for('BlogApi'),
  ContactApi: Symbol.for('ContactApi'),
  Captcha: Symbol.for('Captcha'),
  VideoPlayer: Symbol.for('VideoPlayer'),
  Analytics: Symbol.for('Analytics'),
  Logger: Symbol.for('Logger'),
  KeyValueStore: Symbol.for('KeyValueStore'),
  DeviceKeyValueStore: Symbol.for('DeviceKeyValueStore'),
} as const;
