import type { FailedVideo, IndexProgress, IndexSummary } from '../../use-cases/IndexTranscripts';

/** Seconds, or minutes and seconds, for a summary line. */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

const OUTCOME: Record<IndexSummary['outcome'], string> = {
  finished: 'finished',
  failed: 'failed',
  aborted: 'stopped',
};

/** The summary of a pass on one line, for a log or a terminal. */
export function summaryLine(summary: IndexSummary): string {
  const walk = summary.outcome === 'finished' && !summary.complete ? ' (walk incomplete)' : '';
  const parts = [
    `${summary.seen} videos seen`,
    `${summary.indexed} indexed`,
    `${summary.unchanged} unchanged`,
    `${summary.withoutCaptions} without captions`,
    `${summary.gone} gone`,
    `${summary.failed} failed`,
    `${summary.dropped} dropped`,
    `${summary.cues} cues stored`,
    `in ${duration(summary.ms)}`,
  ];
  const error = summary.error ? `: ${summary.error}` : '';
  const line = `Transcript index pass ${OUTCOME[summary.outcome]}${walk}${error}. ${parts.join(', ')}.`;
  return line + failureNames(summary.failures);
}

/** Failed videos a summary names; the rest are counted. */
export const NAMED_FAILURES = 10;
const REASON_CHARS = 160;

/** " Failed: C-3 (why); C-7 (failed before, unchanged: why)." or '' when none failed. */
function failureNames(failures: readonly FailedVideo[]): string {
  if (failures.length === 0) return '';
  const named = failures.slice(0, NAMED_FAILURES).map((failure) => {
    const reason =
      failure.reason.length > REASON_CHARS
        ? `${failure.reason.slice(0, REASON_CHARS)}…`
        : failure.reason;
    return `${failure.id} (${failure.earlier ? 'failed before, unchanged: ' : ''}${reason})`;
  });
  const more = failures.length - named.length;
  return ` Failed: ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
}

/** One plain progress line (no terminal): done of total. */
export function progressLine(progress: IndexProgress): string {
  const share = progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 100;
  return `${progress.done} of ${progress.total} videos read (${share}%)`;
}
