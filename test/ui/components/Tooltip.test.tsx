import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AssetCard } from '../../../src/ui/components/AssetCard';
import { Tooltip } from '../../../src/ui/components/Tooltip';
import { ServicesProvider } from '../../../src/ui/services';
import { SearchBox } from '../../../src/ui/components/SearchBox';
import { fakeLayout, type Box } from '../../support/layout';
import { servicesWith } from '../../support/renderApp';

/** Anchors and tooltips report the boxes a test gives them. */
function layout(anchor: Box, tip: { width: number; height: number }) {
  fakeLayout((el) =>
    el.getAttribute('role') === 'tooltip' ? { top: 0, left: 0, ...tip } : anchor,
  );
}

const ICON = { top: 100, left: 400, width: 44, height: 44 };

afterEach(() => jest.restoreAllMocks());

// This jsdom has no PointerEvent, so pointer events would lose their relatedTarget (where the
// pointer went). A MouseEvent with a pointerType stands in, as in browsers.
class PointerEventStandIn extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}
const hadPointerEvent = 'PointerEvent' in window;
beforeAll(() => {
  if (!hadPointerEvent) Object.assign(window, { PointerEvent: PointerEventStandIn });
});
afterAll(() => {
  if (!hadPointerEvent) Reflect.deleteProperty(window, 'PointerEvent');
});

function iconButton(props: { describes?: boolean; text?: string } = {}) {
  render(
    <>
      <Tooltip text={props.text ?? 'Search'} describes={props.describes}>
        <button type="button" aria-label="Search">
          <svg aria-hidden="true" />
        </button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Search' });
}

/** The icon button laid out at ICON with a 60 by 24 tooltip, and a visitor to use it. */
function shownIcon(props: { describes?: boolean; text?: string } = {}) {
  layout(ICON, { width: 60, height: 24 });
  return { user: userEvent.setup(), button: iconButton(props) };
}

describe('a tooltip (SPEC §9)', () => {
  it('appears on hover 8px below its anchor and goes when the pointer leaves', async () => {
    const { user, button } = shownIcon();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(button);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Search');
    expect(tip).toHaveStyle({ top: '152px', left: '392px' });
    expect(tip).toHaveClass('tooltip--below', 'tooltip--single');
    expect(tip).toBeVisible();
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('appears on keyboard focus and goes on blur', async () => {
    const { user, button } = shownIcon();
    await user.tab();
    expect(button).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Search');
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is dismissed by Escape while focus stays on the anchor', async () => {
    const { user, button } = shownIcon();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).toHaveFocus();
  });

  it.each([
    ['main', 'main'],
    ['a modal dialog, which would cover it elsewhere', 'dialog'],
  ])('is drawn inside its anchor’s %s', async (_where, tag) => {
    layout(ICON, { width: 80, height: 24 });
    const Host = tag as 'main' | 'dialog';
    render(
      <Host open={tag === 'dialog' ? true : undefined}>
        <Tooltip text="Next match">
          <button type="button" aria-label="Next match">
            <svg aria-hidden="true" />
          </button>
        </Tooltip>
      </Host>,
    );
    await userEvent.setup().tab();
    expect(screen.getByRole('tooltip').closest(tag)).not.toBeNull();
  });

  it('is drawn in the body when its anchor is in no landmark', async () => {
    const { user } = shownIcon();
    await user.tab();
    expect(screen.getByRole('tooltip').parentElement).toBe(document.body);
  });

  it('stays while the pointer is over the tooltip itself', async () => {
    const { user, button } = shownIcon();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.hover(button);
    const tip = screen.getByRole('tooltip');
    // What a browser sends as the pointer moves from one element onto the next.
    fireEvent.pointerOut(button, { relatedTarget: tip, pointerType: 'mouse' });
    fireEvent.pointerOver(tip, { relatedTarget: button, pointerType: 'mouse' });
    expect(screen.getByRole('tooltip')).toBe(tip);
    fireEvent.pointerOut(tip, { relatedTarget: button, pointerType: 'mouse' });
    fireEvent.pointerOver(button, { relatedTarget: tip, pointerType: 'mouse' });
    expect(screen.getByRole('tooltip')).toBe(tip);
    fireEvent.pointerOut(button, { relatedTarget: tip, pointerType: 'mouse' });
    fireEvent.pointerOut(tip, { relatedTarget: elsewhere, pointerType: 'mouse' });
    fireEvent.pointerOver(elsewhere, { relatedTarget: tip, pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is multiline when its box is over 24px high and 200px wide or more', async () => {
    layout(ICON, { width: 200, height: 56 });
    const user = userEvent.setup();
    await user.hover(iconButton({ text: 'A long text that wraps onto more lines than one' }));
    expect(screen.getByRole('tooltip')).toHaveClass('tooltip--multiline');
  });

  it('stays single-line when its box is narrower than 200px', async () => {
    layout(ICON, { width: 180, height: 40 });
    const user = userEvent.setup();
    await user.hover(iconButton());
    expect(screen.getByRole('tooltip')).toHaveClass('tooltip--single');
  });

  it('goes above an anchor at the bottom of the viewport rather than over it', async () => {
    layout({ ...ICON, top: window.innerHeight - 50 }, { width: 60, height: 24 });
    const user = userEvent.setup();
    await user.hover(iconButton());
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveClass('tooltip--above');
    expect(tip).toHaveStyle({ top: `${window.innerHeight - 50 - 8 - 24}px` });
  });

  it('does not describe an anchor whose name it repeats', async () => {
    const { user, button } = shownIcon();
    await user.hover(button);
    expect(button).not.toHaveAttribute('aria-describedby');
    expect(button).toHaveAccessibleName('Search');
    expect(button).toHaveAccessibleDescription('');
  });

  it('describes its anchor while shown when its text adds to the name', async () => {
    const { user, button } = shownIcon({
      describes: true,
      text: 'Search videos and audio by keyword',
    });
    await user.hover(button);
    const tip = screen.getByRole('tooltip');
    expect(button).toHaveAttribute('aria-describedby', tip.id);
    expect(button).toHaveAccessibleDescription('Search videos and audio by keyword');
    await user.unhover(button);
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('renders on the server with nothing of the tooltip in the page', () => {
    const html = renderToString(
      <Tooltip text="Search">
        <button type="button" aria-label="Search" />
      </Tooltip>,
    );
    expect(html).toBe('<button type="button" aria-label="Search"></button>');
  });
});

describe('tooltips in the site', () => {
  function card(title: string) {
    render(
      <MemoryRouter>
        <div className="slider">
          <AssetCard
            title={title}
            thumbnail=""
            fallbackThumbnail="/thumb.svg"
            to="/video-player/1"
          />
        </div>
      </MemoryRouter>,
    );
    return screen.getByRole('link', { name: title });
  }

  /** A title the two-line clamp cuts short: its text is taller than its box. */
  function cutShort(link: HTMLElement) {
    const heading = link.querySelector('.card__title') as HTMLElement;
    Object.defineProperty(heading, 'clientHeight', { configurable: true, value: 42 });
    Object.defineProperty(heading, 'scrollHeight', { configurable: true, value: 84 });
  }

  it("shows a truncated card title's full text on hover and on keyboard focus", async () => {
    layout({ top: 100, left: 100, width: 300, height: 240 }, { width: 200, height: 56 });
    const user = userEvent.setup();
    const title = 'Governor McKeithen announces the Superdome at a press conference in Baton Rouge';
    const link = card(title);
    cutShort(link);
    await user.hover(link);
    expect(screen.getByRole('tooltip')).toHaveTextContent(title);
    expect(screen.getByRole('tooltip')).toHaveClass('tooltip--multiline');
    await user.unhover(link);
    await user.tab();
    expect(link).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(title);
    // The link's name already is the whole title: no description repeating it.
    expect(link).toHaveAccessibleName(title);
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('shows no tooltip for a card title that fits', async () => {
    const user = userEvent.setup();
    const link = card('Mardi Gras 1960');
    await user.hover(link);
    await user.tab();
    expect(link).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('labels the search icon with its name, without describing it by the same text', async () => {
    layout(ICON, { width: 60, height: 24 });
    const user = userEvent.setup();
    const { services } = servicesWith();
    render(
      <ServicesProvider services={services}>
        <MemoryRouter>
          <SearchBox />
        </MemoryRouter>
      </ServicesProvider>,
    );
    const icon = screen.getByRole('button', { name: 'Search' });
    await user.hover(icon);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Search');
    expect(icon).not.toHaveAttribute('aria-describedby');
  });
});
