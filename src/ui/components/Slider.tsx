import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { HOME_SLIDER } from '../../core/rules/lists/slider';
import { minWidthSteps, SliderStore } from '../../core/stores/SliderStore';
import { Tooltip } from './Tooltip';
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
      <Tooltip text={`Previous ${label} items`}>
        <button
          ref={setPrevEl}
          type="button"
          className="slider__arrow slider__arrow--prev"
          hidden={!store.showArrows}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Previous {label} items</span>
        </button>
      </Tooltip>
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
      <Tooltip text={`Next ${label} items`}>
        <button
          ref={setNextEl}
          type="button"
          className="slider__arrow slider__arrow--next"
          hidden={!store.showArrows}
        >
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next {label} items</span>
        </button>
      </Tooltip>
    </div>
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
