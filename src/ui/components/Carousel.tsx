import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { Blog } from '../../core/entities/Blog';
import { formatBlogDate } from '../../core/rules/values/dates';
import { paths } from '../../core/routes/routeTable';
import { CarouselStore, type CarouselTimers } from '../../core/stores/CarouselStore';
import { SiteButtonLink } from './ButtonLink';
import { IconButton } from './IconButton';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface CarouselProps {
  blogs: Blog[];
  /** Timer functions for auto-advance (tests pass their own). */
  timers?: CarouselTimers;
}

/**
 * The home blog spotlight. With more than one blog: arrows, indicators, Left/Right keys,
 * wrap-around, and auto-advance every 5000 ms that hover, focus and the Pause control stop.
 */
export const Carousel = observer(function Carousel({ blogs, timers }: CarouselProps) {
  const [store] = useState(() => new CarouselStore(timers));

  useEffect(() => store.setCount(blogs.length), [store, blogs.length]);

  useEffect(() => {
    store.preferReducedMotion(prefersReducedMotion());
    store.start();
    return () => store.dispose();
  }, [store]);

  const many = store.hasControls;
  const region = useRef<HTMLElement>(null);

  // Left/Right anywhere inside the carousel change the slide (only with more than one).
  useEffect(() => {
    const element = region.current;
    if (!element || !many) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') store.previous();
      else if (event.key === 'ArrowRight') store.next();
      else return;
      event.preventDefault();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [store, many]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) store.setFocused(false);
  };

  return (
    <section
      ref={region}
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Blog spotlight"
      onMouseEnter={() => store.setHovered(true)}
      onMouseLeave={() => store.setHovered(false)}
      onFocus={() => store.setFocused(true)}
      onBlur={onBlur}
    >
      {many ? (
        <button type="button" className="carousel__pause" onClick={() => store.togglePaused()}>
          <span
            className={`carousel__pause-icon${store.playing ? '' : ' is-paused'}`}
            aria-hidden="true"
          />
          {store.playing ? 'Pause' : 'Play'}
        </button>
      ) : null}
      <div className="carousel__viewport" aria-live={store.advancing ? 'off' : 'polite'}>
        <div
          className="carousel__track"
          style={{ transform: `translateX(-${store.index * 100}%)` }}
        >
          {blogs.map((blog, i) => {
            const current = i === store.index;
            return (
              <div
                key={blog.key}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${blogs.length}`}
                aria-hidden={!current}
                inert={!current}
              >
                {blog.picture ? (
                  <img
                    className="carousel__picture"
                    src={blog.picture}
                    alt=""
                    width={800}
                    height={450}
                    // The first slide's picture is usually the largest thing on the page (LCP).
                    fetchPriority={i === 0 ? 'high' : undefined}
                  />
                ) : null}
                <div className="carousel__caption">
                  <h2 className="carousel__title">{blog.title}</h2>
                  {blog.description ? (
                    <p className="carousel__description">{blog.description}</p>
                  ) : null}
                  {formatBlogDate(blog.date) ? (
                    <p className="carousel__date">
                      <time dateTime={blog.date}>{formatBlogDate(blog.date)}</time>
                    </p>
                  ) : null}
                  <SiteButtonLink className="button" href={paths.blog(blog.key)}>
                    View Full Post
                  </SiteButtonLink>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {many ? (
        <div className="carousel__controls">
          <IconButton
            className="carousel__arrow"
            label="Previous slide"
            icon="‹"
            onClick={() => store.previous()}
          />
          <ul className="carousel__indicators">
            {blogs.map((blog, i) => (
              <li key={blog.key}>
                <IconButton
                  className="carousel__indicator"
                  label={`Go to slide ${i + 1}`}
                  aria-current={i === store.index ? 'true' : undefined}
                  onClick={() => store.goTo(i)}
                />
              </li>
            ))}
          </ul>
          <IconButton
            className="carousel__arrow"
            label="Next slide"
            icon="›"
            onClick={() => store.next()}
          />
        </div>
      ) : null}
    </section>
  );
});

/**
 * Keeps the carousel's room while the blogs load, so the sliders below do not move when it
 * arrives. Decoration only: hidden from assistive technology.
 */
export function CarouselPlaceholder() {
  return (
    <div className="carousel carousel--placeholder" aria-hidden="true">
      <div className="carousel__viewport">
        <div className="carousel__slide">
          <div className="carousel__picture" />
          <div className="carousel__caption" />
        </div>
      </div>
      <div className="carousel__controls" />
    </div>
  );
}
