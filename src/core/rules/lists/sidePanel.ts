import { isContainer, type Asset } from '../../entities/Asset';
import { itemTarget } from '../../routes/routeTable';
import type { SidePanelKind } from '../../use-cases/ResolveAsset';

export const SIDE_HEADINGS: Record<SidePanelKind, string> = {
  related: 'Related Videos',
  newAdditions: 'New Additions',
};

/** A side card's link: a series or topic opens its sub-listing, anything else its detail. */
export function sideCardTarget(item: Asset): string {
  return itemTarget(item, 'assetDetail', (type) => type.toLowerCase());
}

/**
 * SPEC §2: a side card that opens a video detail forces a full page reload (a new document:
 * the player, the page's script state and its listeners all start afresh); a series or topic
 * opens its sub-listing in place.
 */
export function sideCardReloadsPage(item: Asset): boolean {
  return !isContainer(item.type);
}
