/**
 * The index refused one asset's cues (an engine limit, text it cannot encode, a constraint,
 * its time limit): that asset's failure, not the index's. The same file would fail again.
 */
export class AssetRefused extends Error {
  override readonly name = 'AssetRefused';
}

export function isAssetRefused(error: unknown): error is AssetRefused {
  return error instanceof Error && error.name === 'AssetRefused';
}
