/** @jest-environment node */
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';

describe('MemoryLogger', () => {
  it('keeps entries in order', () => {
    const logger = new MemoryLogger();
    const error = new Error('boom');
    logger.error('Error fetching blogs:', error);
    logger.warn('slow', { ms: 900 });
    expect(logger.entries).toEqual([
      { level: 'error', message: 'Error fetching blogs:', detail: error },
      { level: 'warn', message: 'slow', detail: { ms: 900 } },
    ]);
    expect(logger.messages).toEqual(['Error fetching blogs:', 'slow']);
    logger.clear();
    expect(logger.entries).toEqual([]);
  });
});
