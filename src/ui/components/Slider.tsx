import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode, type Ref } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { HOME_SLIDER } from '../../core/rules/lists/slider';
import { minWidthSteps, SliderStore } from '../../core/stores/SliderStore';
import { IconButton } from './IconButton';
import { useBrowserValue } from './useBrowserValue';

// Swiper's breakpoints apply from a width upwards; the spec's from a width downwards.
const BREAKPOINTS = Object.fromEntries(
  Object.entries(minWidthSteps(HOME_SLIDER)).map(([width, c]) => [
    width,
    { slidesPerView: c.show, slidesPerGroup: c.scroll },
  ]),
);

// The width the server lays sliders out for; the browser corrects it once hydrated.
const SERVER_WIDTH = 1440;

function viewportWidth(): number {
  return window.innerWidth;
}

export interface SliderProps<T> {
  /** Names the arrows ('Previous Trending Now items'). */
  label: string;
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** While nothing has arrived yet, placeholder cards keep the slider's room. */
  loading?: boolean;
  /** The cards carry a subtitle line, so the placeholders keep room for one. */
  subtitles?: boolean;
}

/**
 * A home slider (SPEC §9): 3 shown and 2 scrolled, 2/1 at 1024px or less, 1/1 at 768px or
 * less. Arrows show only when there is more than one page; new items return to page 1.
 * Only the home page uses it, so swiper stays out of other routes' bundles.
 */
function SliderView<T>({
  label,
  items,
  itemKey,
  renderItem,
  loading = false,
  subtitles = false,
}: SliderProps<T>) {
  const width = useBrowserValue(viewportWidth, SERVER_WIDTH);
  const [store] = useState(() => new SliderStore(HOME_SLIDER, width));
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const navigation = useMemo(() => ({ prevEl, nextEl }), [prevEl, nextEl]);

  useEffect(() => {
    store.setItems(items.length);
    if (swiper && !swiper.destroyed) swiper.slideTo(0, 0);
  }, [store, swiper, items]);

  useEffect(() => {
    const onResize = () => store.setWidth(viewportWidth());
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [store]);

  // A keyboard user tabbing onto a card that is off to the side brings it into view.
  const reveal = (index: number) => {
    if (swiper && !swiper.destroyed && !swiper.visibleSlidesIndexes?.includes(index))
      swiper.slideTo(index);
  };

  if (loading && items.length === 0)
    return <SliderPlaceholder count={store.counts.show} subtitles={subtitles} />;

  return (
    <div className={`slider${store.showArrows ? ' has-arrows' : ''}`}>
      <SliderArrow side="prev" ref={setPrevEl} label={label} shown={store.showArrows} />
      <Swiper
        modules={[Navigation]}
        navigation={navigation}
        breakpoints={BREAKPOINTS}
        slidesPerView={store.counts.show}
        slidesPerGroup={store.counts.scroll}
        spaceBetween={16}
        watchSlidesProgress
        wrapperTag="ul"
        onSwiper={setSwiper}
        onSlideChange={(s) => store.showIndex(s.activeIndex)}
      >
        {items.map((item, index) => (
          <SwiperSlide key={`${index}-${itemKey(item)}`} tag="li" onFocus={() => reveal(index)}>
            {renderItem(item)}
          </SwiperSlide>
        ))}
      </Swiper>
      <SliderArrow side="next" ref={setNextEl} label={label} shown={store.showArrows} />
    </div>
  );
}

const ARROWS = {
  prev: { word: 'Previous', icon: '‹' },
  next: { word: 'Next', icon: '›' },
} as const;

interface SliderArrowProps {
  side: keyof typeof ARROWS;
  /** The slider's name ('Trending Now'). */
  label: string;
  shown: boolean;
  ref: Ref<HTMLButtonElement>;
}

/** An arrow that swiper drives (through `ref`): 'Previous Trending Now items'. */
function SliderArrow({ side, label, shown, ref }: SliderArrowProps) {
  const { word, icon } = ARROWS[side];
  return (
    <IconButton
      ref={ref}
      className={`slider__arrow slider__arrow--${side}`}
      label={`${word} ${label} items`}
      icon={icon}
      hidden={!shown}
    />
  );
}

/** Cards of the final size with the arrows' room, shown while the items load; not announced. */
function SliderPlaceholder({ count, subtitles }: { count: number; subtitles: boolean }) {
  return (
    <div className="slider slider--placeholder" aria-hidden="true">
      <span className="slider__arrow" />
      <ul className="slider__placeholder-row">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="card">
            <span className="thumb" />
            <span className="card__title slider__placeholder-line" />
            {subtitles ? <span className="card__subtitle slider__placeholder-line" /> : null}
          </li>
        ))}
      </ul>
      <span className="slider__arrow" />
    </div>
  );
}

export const Slider = observer(SliderView) as typeof SliderView;
