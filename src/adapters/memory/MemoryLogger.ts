import type { Logger } from '../../core/ports/Logger';

export interface LogEntry {
  level: 'error' | 'warn';
  message: string;
  detail?: unknown;
}

/** Keeps what was logged, in order: the logger of tests and of builds that print nothing. */
export class MemoryLogger implements Logger {
  readonly entries: LogEntry[] = [];

  error(message: string, error?: unknown): void {
    this.entries.push({ level: 'error', message, detail: error });
  }

  warn(message: string, detail?: unknown): void {
    this.entries.push({ level: 'warn', message, detail });
  }

  /** The messages alone, for short assertions. */
  get messages(): string[] {
    return this.entries.map((entry) => entry.message);
  }

  clear(): void {
    this.entries.length = 0;
  }
}
