/** The first restart of a worker that died waits this long... */
export const RESTART_FIRST_MS = 250;
/** ...each death soon after the last doubles it, up to this... */
export const RESTART_MAX_MS = 30_000;
/** ...and a worker that lived this long starts the count again. */
export const RESTART_FORGIVEN_MS = 60_000;

/**
 * Waits before a worker that died is replaced: a worker dying at start-up over and over
 * (a crash loop) is restarted ever more slowly, not in a tight spin.
 */
export class RestartBackoff {
  private deaths = 0;

  /** The wait before replacing a worker that lived `livedMs`. */
  next(livedMs: number): number {
    if (livedMs >= RESTART_FORGIVEN_MS) this.deaths = 0;
    const wait = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** this.deaths);
    this.deaths += 1;
    return wait;
  }
}

/** Work the primary holds back at most this long for its workers to listen. */
export const AFTER_LISTENING_LIMIT_MS = 30_000;

/**
 * Runs `work` once `count` workers listen (`cluster`'s 'listening' events), or after
 * `limitMs` when some never do: the primary's own start-up work (opening the index, its
 * first pass) would otherwise take the cores the workers need to start answering.
 */
export function afterWorkersListen(
  cluster: Pick<NodeJS.EventEmitter, 'on' | 'off'>,
  count: number,
  work: () => void,
  limitMs: number = AFTER_LISTENING_LIMIT_MS,
): void {
  let listening = 0;
  const run = () => {
    clearTimeout(limit);
    cluster.off('listening', counted);
    work();
  };
  const counted = () => {
    listening += 1;
    if (listening === count) run();
  };
  const limit = setTimeout(run, limitMs);
  cluster.on('listening', counted);
}
