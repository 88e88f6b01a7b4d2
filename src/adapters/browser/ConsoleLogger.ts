import type { Logger } from '../../core/ports/Logger';

/** Logs to the browser console, where site staff can read failures the visitor is not shown. */
export class ConsoleLogger implements Logger {
  constructor(private readonly target: Pick<Console, 'error' | 'warn'> = console) {}

  // Without a detail the line is the message alone, never ending in "undefined".
  error(message: string, error?: unknown): void {
    if (error === undefined) this.target.error(message);
    else this.target.error(message, error);
  }

  warn(message: string, detail?: unknown): void {
    if (detail === undefined) this.target.warn(message);
    else this.target.warn(message, detail);
  }
}
