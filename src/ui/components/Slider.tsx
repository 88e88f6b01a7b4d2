import { observer } from 'mobx-react-lite';
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import Swiper from 'swiper';
import { Navigation } from 'swiper/modules';
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

/** Puts a clipped row back at its start, where the browser's focus scrolling may move it. */
function unscroll(row: Element | null | undefined): void {
  if (row) row.scrollLeft = 0;
}

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
  // Counted from the start, so the server's HTML already gives the arrows their room (a
  // page without script hides them: NO_SCRIPT_CSS), and nothing moves as the page hydrates.
  const [store] = useState(() => {
    const made = new SliderStore(HOME_SLIDER, width);
    made.setItems(items.length);
    return made;
  });
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // The one card of the slider in the tab order; the arrow keys move it.
  const [tabStop, setTabStop] = useState(0);
  const next = useRef<HTMLButtonElement>(null);
  const placeholder = loading && items.length === 0;
  const swiper = useSwiperWhenNeeded(root, !placeholder, () => ({
    modules: [Navigation],
    navigation: { prevEl: prev.current, nextEl: next.current },
    breakpoints: BREAKPOINTS,
    slidesPerView: store.counts.show,
    slidesPerGroup: store.counts.scroll,
    spaceBetween: 16,
    watchSlidesProgress: true,
    on: {
      slideChange: (s) => {
        store.showIndex(s.activeIndex);
        // Paged away from the card in the tab order: the first one shown takes its place.
        const shown = store.counts.show;
        setTabStop((i) => (i >= s.activeIndex && i < s.activeIndex + shown ? i : s.activeIndex));
      },
    },
  }));

  useEffect(() => {
    store.setItems(items.length);
    const current = swiper.current;
    if (current && !current.destroyed) {
      current.update();
      current.slideTo(0, 0);
    }
  }, [store, swiper, items]);

  useEffect(() => {
    const onResize = () => store.setWidth(viewportWidth());
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [store]);

  // One tab stop into the cards: the links of every other card leave the tab order. Set
  // on the page's links after rendering, so the server's HTML (and a page without script)
  // keeps every card reachable.
  useEffect(() => {
    Array.from(list.current?.children ?? []).forEach((slide, index) => {
      for (const link of slide.querySelectorAll<HTMLElement>('a[href]'))
        link.tabIndex = index === tabStop ? 0 : -1;
    });
  }, [tabStop, items]);

  // A card that gets focus is brought wholly into view by the slider itself: the browser's
  // own scrolling of the clipped row would leave it at a half-card position.
  const reveal = (index: number) => {
    unscroll(list.current?.parentElement);
    const current = swiper.current;
    if (current && !current.destroyed && !current.visibleSlidesIndexes?.includes(index))
      current.slideTo(index);
  };

  // Left and Right arrows (Home, End) move between the cards' links, as in the transcript's
  // lists; the list only passes the keys on (it is not a control itself).
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(tabStop + 1, last),
      ArrowLeft: Math.max(tabStop - 1, 0),
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setTabStop(target);
    const link = list.current?.children[target]?.querySelector<HTMLElement>('a[href]');
    link?.focus({ preventScroll: true });
    reveal(target);
  });
  useEffect(() => {
    const element = list.current;
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, [placeholder]);

  if (placeholder) return <SliderPlaceholder count={store.counts.show} subtitles={subtitles} />;

  return (
    <div ref={root} className={`slider${store.showArrows ? ' has-arrows' : ''}`}>
      <SliderArrow side="prev" ref={prev} label={label} shown={store.showArrows} />
      <div className="swiper">
        <ul ref={list} className="swiper-wrapper">
          {items.map((item, index) => (
            <li
              key={`${index}-${itemKey(item)}`}
              className="swiper-slide"
              onFocus={() => {
                setTabStop(index);
                reveal(index);
              }}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      </div>
      <SliderArrow side="next" ref={next} label={label} shown={store.showArrows} />
    </div>
  );
}

type SwiperOptions = NonNullable<ConstructorParameters<typeof Swiper>[1]>;

/**
 * Swiper over the slider in `root` while it is `shown`, made once the slider comes near the
 * screen or a pointer or the focus reaches it: setting swiper up measures every card, work a
 * phone need not do while it shows the page's first screen. The cards are laid out as swiper
 * lays them out before it starts (slider.css), so nothing moves when it does.
 */
function useSwiperWhenNeeded(
  root: RefObject<HTMLElement | null>,
  shown: boolean,
  options: () => SwiperOptions,
): RefObject<Swiper | null> {
  const swiper = useRef<Swiper | null>(null);
  const currentOptions = useEffectEvent(options);

  useEffect(() => {
    const element = root.current;
    const container = element?.querySelector<HTMLElement>('.swiper');
    if (!element || !container) return;
    const starters = ['focusin', 'pointerenter'] as const;
    const near =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin: '50%',
          })
        : undefined;
    const stopWaiting = () => {
      near?.disconnect();
      for (const type of starters) element.removeEventListener(type, start);
    };
    const start = () => {
      stopWaiting();
      swiper.current ??= new Swiper(container, currentOptions());
    };
    for (const type of starters) element.addEventListener(type, start);
    if (near) near.observe(element);
    else start();
    return () => {
      stopWaiting();
      swiper.current?.destroy(true, false);
      swiper.current = null;
    };
  }, [root, shown]);

  return swiper;
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

/**
 * An arrow that swiper drives (through `ref`): 'Previous Trending Now items'. Swiper owns
 * whether it is disabled once it starts; until then the slider stands at its first card, so
 * Previous starts disabled (the value never changes, so React never touches it again).
 */
function SliderArrow({ side, label, shown, ref }: SliderArrowProps) {
  const { word, icon } = ARROWS[side];
  return (
    <IconButton
      ref={ref}
      className={`slider__arrow slider__arrow--${side}`}
      label={`${word} ${label} items`}
      icon={icon}
      hidden={!shown}
      disabled={side === 'prev'}
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
