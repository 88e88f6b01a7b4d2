/** The index refused a write or a read: the pass ends, the index keeps what it had. */
export class IndexFailure extends Error {
  override readonly name = 'IndexFailure';
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A call that answered that the asset does not exist (the archive adapters' errors carry the status). */
export function isGone(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404;
}

/** Runs a write of the index: its failure is the index's, and ends the pass. */
export async function writeToIndex(call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (error) {
    throw new IndexFailure(`the index refused a write: ${messageOf(error)}`, { cause: error });
  }
}
