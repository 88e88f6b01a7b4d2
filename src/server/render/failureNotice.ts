import type { Logger } from '../../core/ports/Logger';
import { isNotFound } from '../../core/ports/NotFound';
import { isAbortError } from '../../core/rules/values/abort';

/** A logger that passes everything on and notes whether a failure was logged. */
export interface NoticingLogger extends Logger {
  /** An error other than the archive's "not found" was logged. */
  readonly failed: boolean;
}

/**
 * Wraps `logger` for one page's load: a use case that absorbs a failure (Home's trends, a
 * video's related assets) still logs it as an error, and that is how the page learns its
 * answer stands for an outage. "Not found" is an answer, not a failure, and a call given up
 * as the page was done is neither; warnings (captions that could not be read) are not
 * failures of the page either.
 */
export function noticingFailures(logger: Logger): NoticingLogger {
  let failed = false;
  return {
    get failed() {
      return failed;
    },
    error(message, error) {
      if (!isNotFound(error) && !isAbortError(error)) failed = true;
      logger.error(message, error);
    },
    warn(message, detail) {
      logger.warn(message, detail);
    },
  };
}
