/**
 * Injection tokens of the ports a process shares, used by the composition root only. One
 * request's ports (logger, analytics, storage) are handed to each set of services instead.
 */
export const TOKENS = {
  ArchiveApi: Symbol.for('ArchiveApi'),
  BlogApi: Symbol.for('BlogApi'),
  ContactApi: Symbol.for('ContactApi'),
  Captcha: Symbol.for('Captcha'),
  VideoPlayer: Symbol.for('VideoPlayer'),
} as const;
