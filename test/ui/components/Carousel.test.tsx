import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Blog } from '../../../src/core/entities/Blog';
import { Carousel } from '../../../src/ui/components/Carousel';
import { aBlog } from '../../support/builders';
import { media } from '../../support/setup';

function Where() {
  const { pathname } = useLocation();
  return <p>At {pathname}</p>;
}

function carousel(blogs: Blog[]) {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<Carousel blogs={blogs} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const region = () => screen.getByRole('region', { name: 'Blog spotlight' });
const current = () => screen.getByRole('heading', { level: 2 }).textContent;
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const three = () => [
  aBlog({ key: 'b1', title: 'The 1927 Flood on Film' }),
  aBlog({ key: 'b2', title: 'Huey Long on Air' }),
  aBlog({ key: 'b3', title: 'Building the Superdome' }),
];

beforeEach(() => {
  jest.useFakeTimers();
  media.reducedMotion = false;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('blog carousel', () => {
  it('shows the title, description, MM/DD/YYYY date and picture of a slide', () => {
    carousel([
      aBlog({
        key: 'b7',
        title: 'The 1927 Flood on Film',
        description: 'How newsreels covered the flood.',
        date: '2024-03-05T00:00:00Z',
        picture: 'https://example.org/flood.jpg',
      }),
    ]);
    const slide = within(region()).getByRole('group');
    expect(
      within(slide).getByRole('heading', { name: 'The 1927 Flood on Film' }),
    ).toBeInTheDocument();
    expect(within(slide).getByText('How newsreels covered the flood.')).toBeInTheDocument();
    expect(within(slide).getByText('03/05/2024')).toBeInTheDocument();
    expect(slide.querySelector('img')).toHaveAttribute('src', 'https://example.org/flood.jpg');
  });

  it("opens the post from 'View Full Post', a button", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    carousel([aBlog({ key: 'b7' })]);
    await user.click(screen.getByRole('button', { name: 'View Full Post' }));
    expect(screen.getByText('At /blog/b7')).toBeInTheDocument();
  });

  it('has no arrows, indicators, pause control or auto-advance with a single blog', () => {
    carousel([aBlog({ title: 'Only one' })]);
    expect(screen.queryByRole('button', { name: 'Previous slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: 'View Full Post' }), {
      key: 'ArrowRight',
    });
    wait(20_000);
    expect(current()).toBe('Only one');
  });

  it('shows only the current slide to assistive technology', () => {
    carousel(three());
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'View Full Post' })).toHaveLength(1);
    expect(current()).toBe('The 1927 Flood on Film');
  });

  it('advances every 5000 ms and wraps around', () => {
    carousel(three());
    const shown = [4999, 1, 5000, 5000].map((ms) => {
      wait(ms);
      return current();
    });
    expect(shown).toEqual([
      'The 1927 Flood on Film',
      'Huey Long on Air',
      'Building the Superdome',
      'The 1927 Flood on Film',
    ]);
  });

  it('moves with the arrows, wrapping both ways', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    carousel(three());
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Building the Superdome');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('The 1927 Flood on Film');
  });

  it('has an indicator per slide that marks the current one and goes to its slide', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    carousel(three());
    const dots = screen.getAllByRole('button', { name: /^Go to slide \d$/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toBe('Building the Superdome');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('moves with the Left and Right keys', () => {
    carousel(three());
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(current()).toBe('Building the Superdome');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(current()).toBe('The 1927 Flood on Film');
  });

  it('pauses on hover and resumes when the pointer leaves', () => {
    carousel(three());
    fireEvent.mouseEnter(region());
    wait(15_000);
    expect(current()).toBe('The 1927 Flood on Film');
    fireEvent.mouseLeave(region());
    wait(5000);
    expect(current()).toBe('Huey Long on Air');
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    carousel(three());
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    wait(15_000);
    expect(current()).toBe('The 1927 Flood on Film');
    act(() => next.blur());
    wait(5000);
    expect(current()).toBe('Huey Long on Air');
  });

  it('has a visible Pause control that stops it, and Play that starts it again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    carousel(three());
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.mouseLeave(region());
    act(() => (document.activeElement as HTMLElement).blur());
    wait(15_000);
    expect(current()).toBe('The 1927 Flood on Film');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.mouseLeave(region());
    wait(5000);
    expect(current()).toBe('Huey Long on Air');
  });

  it('does not advance on its own for visitors who prefer reduced motion', () => {
    media.reducedMotion = true;
    carousel(three());
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    wait(20_000);
    expect(current()).toBe('The 1927 Flood on Film');
  });

  it('stops its timer when it leaves the page', () => {
    carousel(three());
    expect(jest.getTimerCount()).toBe(1);
    act(() => screen.getByRole('button', { name: 'View Full Post' }).click());
    expect(jest.getTimerCount()).toBe(0);
  });
});
