import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import type { Asset } from '../../core/entities/Asset';
import { LPB, type CollectionId } from '../../core/entities/Collection';
import { useServices } from '../services';
import { AssetCard, type AssetCardProps } from './AssetCard';

export interface AssetCardListProps {
  items: readonly Asset[];
  /** The list's classes: they lay the cards out. */
  className: string;
  /** Where an item's card leads. */
  targetOf: (item: Asset) => string;
  /** Runs before the navigation; call preventDefault to navigate yourself. */
  onOpen?: (item: Asset, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Whether an item's card loads a new document (a full page reload) rather than routing. */
  reloadsDocument?: (item: Asset) => boolean;
  /** The line under the title; none unless given. */
  subtitleOf?: (item: Asset) => string | undefined;
  /** Whose default picture stands in for an item that names no collection. */
  fallbackCollection?: CollectionId;
  headingLevel?: AssetCardProps['headingLevel'];
  /** How many cards, from the first, load their picture at once (those above the fold). */
  eager?: number;
}

/** A list of AssetCards, one item each. */
export const AssetCardList = observer(function AssetCardList({
  items,
  className,
  targetOf,
  onOpen,
  reloadsDocument,
  subtitleOf,
  fallbackCollection = LPB,
  headingLevel,
  eager = 0,
}: AssetCardListProps) {
  const { defaultThumbnails } = useServices();
  return (
    <ul className={className}>
      {items.map((item, index) => (
        // Type, id and identifier together: unique wherever any pair of them is.
        <li key={`${item.type}|${item.id}|${item.identifier}`}>
          <AssetCard
            headingLevel={headingLevel}
            eager={index < eager}
            title={item.title}
            subtitle={subtitleOf?.(item)}
            thumbnail={item.thumbnail}
            fallbackThumbnail={defaultThumbnails[item.collection ?? fallbackCollection]}
            to={targetOf(item)}
            onOpen={onOpen && ((event) => onOpen(item, event))}
            reloadDocument={reloadsDocument?.(item) ?? false}
          />
        </li>
      ))}
    </ul>
  );
});
