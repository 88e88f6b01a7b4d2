import { act, fireEvent, render, screen } from '@testing-library/react';
import { Slider } from '../../../src/ui/components/Slider';

/** Stands in for the browser's IntersectionObserver: a test says when the slider comes near. */
class NearScreen {
  static observers: NearScreen[] = [];
  private readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    NearScreen.observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static comeNear() {
    for (const observer of NearScreen.observers) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
      if (entries.length)
        observer.callback(entries as IntersectionObserverEntry[], observer as never);
    }
  }
}

const ITEMS = Array.from({ length: 6 }, (_, i) => `Card ${i + 1}`);

function slider(props: { items?: string[]; loading?: boolean } = {}) {
  return (
    <Slider
      label="Trending Now"
      items={props.items ?? ITEMS}
      loading={props.loading}
      itemKey={(item) => item}
      renderItem={(item) => <a href={`/${item}`}>{item}</a>}
    />
  );
}

const started = (container: HTMLElement) =>
  container.querySelector('.swiper')?.classList.contains('swiper-initialized');

describe('a home slider', () => {
  afterEach(() => {
    NearScreen.observers = [];
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  describe('where the browser can tell when it nears the screen', () => {
    beforeEach(() => {
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = NearScreen;
    });

    it('shows its cards as a list before swiper starts, and starts it once it nears the screen', () => {
      const { container } = render(slider());
      expect(screen.getAllByRole('listitem')).toHaveLength(6);
      expect(started(container)).toBe(false);
      act(() => NearScreen.comeNear());
      expect(started(container)).toBe(true);
    });

    it('starts swiper when the focus reaches one of its cards first', () => {
      const { container } = render(slider());
      fireEvent.focusIn(screen.getByRole('link', { name: 'Card 2' }));
      expect(started(container)).toBe(true);
    });

    it('starts swiper when a pointer enters it first', () => {
      const { container } = render(slider());
      // pointerenter does not bubble: the browser sends one to the slider itself.
      fireEvent.pointerEnter(container.querySelector('.slider') as Element);
      expect(started(container)).toBe(true);
    });
  });

  it('keeps Previous disabled at the first card when swiper starts (the browser suite pages it)', () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = NearScreen;
    render(slider());
    const previous = screen.getByRole('button', { name: 'Previous Trending Now items' });
    expect(previous).toBeDisabled();
    fireEvent.focusIn(screen.getByRole('button', { name: 'Next Trending Now items' }));
    expect(previous).toBeDisabled();
  });

  it('starts swiper at once where the browser cannot tell (no IntersectionObserver)', () => {
    const { container } = render(slider());
    expect(started(container)).toBe(true);
  });

  it('starts swiper when the cards arrive after the placeholders', () => {
    const { container, rerender } = render(slider({ items: [], loading: true }));
    expect(container.querySelector('.swiper')).toBeNull();
    rerender(slider({ loading: false }));
    expect(started(container)).toBe(true);
  });
});
