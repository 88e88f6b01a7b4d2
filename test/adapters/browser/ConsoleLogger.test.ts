import { format } from 'node:util';
import { ConsoleLogger } from '../../../src/adapters/browser/ConsoleLogger';

/** Lines as the console writes them: its arguments formatted and joined. */
function console() {
  const lines: string[] = [];
  const write = (...args: unknown[]) => void lines.push(format(...args));
  return { lines, target: { error: write, warn: write } };
}

describe('ConsoleLogger', () => {
  it('writes a message without a detail alone, never followed by "undefined"', () => {
    const { lines, target } = console();
    const logger = new ConsoleLogger(target);
    logger.warn('Transcript index: c1.srt is not UTF-8; read as Windows-1252');
    logger.error('Transcript index: the pass stopped:');
    expect(lines).toEqual([
      'Transcript index: c1.srt is not UTF-8; read as Windows-1252',
      'Transcript index: the pass stopped:',
    ]);
  });

  it('writes the detail after the message when there is one', () => {
    const { lines, target } = console();
    const logger = new ConsoleLogger(target);
    logger.warn('Caption file failed:', 'HTTP 500');
    logger.error('Search failed', new Error('down'));
    expect(lines[0]).toBe('Caption file failed: HTTP 500');
    expect(lines[1]).toMatch(/^Search failed Error: down/);
  });
});
