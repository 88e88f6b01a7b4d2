import type { BrowsingMemory } from '../../src/core/stores/BrowsingMemory';

type OpenedFrom = Parameters<BrowsingMemory['rememberOpened']>[1]['kind'];

/** Tells `memory` the asset `identifier` was opened from the `kind` page at `route`. */
export function openedFrom(
  memory: BrowsingMemory,
  identifier: string,
  kind: OpenedFrom,
  route: string,
): void {
  memory.rememberOpened({ identifier }, { kind, route });
}
