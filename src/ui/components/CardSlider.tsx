import type { CollectionId } from '../../core/entities/Collection';
import { LPB } from '../../core/entities/Collection';
import { useServices } from '../services';
import { AssetCard } from './AssetCard';
import { Slider } from './Slider';

/** What a slider card shows of an item: a trend or an archive item alike. */
export interface CardItem {
  title: string;
  seriesTitle: string;
  thumbnail: string;
  collection?: CollectionId | undefined;
}

/** An item's key in its slider, where its card leads, and what opening it does first. */
export interface CardLink {
  key: string;
  to: string;
  onOpen: () => void;
}

export interface CardSliderProps<T extends CardItem> {
  /** Names the arrows ('Previous Trending Now items'). */
  label: string;
  items: T[];
  loading: boolean;
  /** Each card shows its item's series title (and the placeholders keep room for it). */
  subtitles?: boolean;
  linkOf: (item: T) => CardLink;
}

/** A home slider of cards; an item without a picture gets its collection's default one. */
export function CardSlider<T extends CardItem>({
  label,
  items,
  loading,
  subtitles = false,
  linkOf,
}: CardSliderProps<T>) {
  const { defaultThumbnails } = useServices();
  return (
    <Slider
      label={label}
      items={items}
      loading={loading}
      subtitles={subtitles}
      itemKey={(item) => linkOf(item).key}
      renderItem={(item) => {
        const { to, onOpen } = linkOf(item);
        return (
          <AssetCard
            title={item.title}
            subtitle={subtitles ? item.seriesTitle : undefined}
            thumbnail={item.thumbnail}
            fallbackThumbnail={defaultThumbnails[item.collection ?? LPB]}
            to={to}
            onOpen={onOpen}
          />
        );
      }}
    />
  );
}
