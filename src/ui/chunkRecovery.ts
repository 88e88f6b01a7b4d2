// How bundlers and browsers word a piece of code that could not be downloaded.
const CHUNK_FAILURE =
  /loading (css )?chunk \S+ failed|failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed/i;

/** The download of a piece of the site's code failed (not an error inside that code). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/** What a page reload needs: somewhere to remember it was done, and the reload itself. */
export interface ReloadOnce {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

export const RELOADED_FOR = 'ldma:reloaded-for-chunk:';

/** The tab's session storage, or undefined where it is missing or refused (privacy modes). */
function sessionStore(): ReloadOnce['storage'] | undefined {
  try {
    const storage = window.sessionStorage;
    storage.getItem(RELOADED_FOR);
    return storage;
  } catch {
    return undefined;
  }
}

/** The browser's own reload; null on the server, or where it could not be done only once. */
export function browserReload(): ReloadOnce | null {
  if (typeof window === 'undefined') return null;
  const storage = sessionStore();
  return storage ? { storage, reload: () => window.location.reload() } : null;
}

function tryStorage<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch {
    return undefined;
  }
}

/**
 * Loads a piece of code (`name` names it). A failed download (a network blip) is tried once
 * more. If that fails too, the files were most likely replaced by a new release: the page is
 * reloaded, once, to get the new ones, and the returned promise never settles. A flag in the
 * tab's session storage, under `name`, stops a reload loop: failing again after the reload,
 * the error is thrown for an error boundary to show. A success clears the flag, so a later
 * release can be picked up the same way. Errors inside the code are thrown at once.
 */
export async function loadChunk<T>(
  name: string,
  load: () => Promise<T>,
  reloadOnce: ReloadOnce | null = browserReload(),
): Promise<T> {
  const flag = `${RELOADED_FOR}${name}`;
  let loaded: T;
  try {
    loaded = await load().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      return load();
    });
  } catch (error) {
    if (!isChunkLoadError(error) || !reloadOnce) throw error;
    const { storage, reload } = reloadOnce;
    if (tryStorage(() => storage.getItem(flag)) !== null) throw error;
    if (tryStorage(() => (storage.setItem(flag, '1'), true)) !== true) throw error;
    reload();
    return new Promise<T>(() => undefined);
  }
  tryStorage(() => reloadOnce?.storage.removeItem(flag));
  return loaded;
}
