import type { Logger } from '../../core/ports/Logger';

/** Logs to the browser console, where site staff can read failures the visitor is not shown. */
export class ConsoleLogger implements Logger {
  constructor(private readonly target: Pick<Console, 'error' | 'warn'> = console) {}

  error(message: string, error?: unknown): void {
    this.target.error(message, error);
  }

  warn(message: string, detail?: unknown): void {
    this.target.warn(message, detail);
  }
}
