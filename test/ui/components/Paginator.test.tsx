import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Paginator } from '../../../src/ui/components/Paginator';
import { fakeLayout } from '../../support/layout';

function paginator(props: { pageIndex: number; pageSize?: number; length: number }) {
  const pages: number[] = [];
  render(<Paginator {...props} label="Results pages" onPage={(index) => pages.push(index)} />);
  return pages;
}

const button = (name: string) => screen.getByRole('button', { name });
/** An enabled control with an address is a link; any other control is a button. */
const control = (name: string) =>
  screen.queryByRole('link', { name }) ?? screen.getByRole('button', { name });

describe('Paginator', () => {
  it('is a navigation region named by its label', () => {
    paginator({ pageIndex: 0, pageSize: 25, length: 60 });
    expect(screen.getByRole('navigation', { name: 'Results pages' })).toBeInTheDocument();
  });

  it('names its buttons First page, Previous page, Next page and Last page', () => {
    paginator({ pageIndex: 1, pageSize: 25, length: 60 });
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(button(name)).toBeEnabled();
    }
  });

  it('reads "a – b of n" and shows the page size', () => {
    paginator({ pageIndex: 1, pageSize: 25, length: 60 });
    expect(screen.getByText('26 – 50 of 60')).toBeInTheDocument();
    expect(screen.getByText('Items per page: 25')).toBeInTheDocument();
  });

  it('says which page this is', () => {
    paginator({ pageIndex: 1, pageSize: 25, length: 60 });
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 2 of 3');
  });

  it('says that a list on one page has nowhere else to go, and what it holds', () => {
    render(
      <Paginator
        pageIndex={0}
        pageSize={7}
        length={7}
        holds={{ one: 'series', many: 'series' }}
        onPage={() => undefined}
      />,
    );
    const nav = screen.getByRole('navigation');
    expect(nav).toHaveTextContent('Items per page: 7');
    expect(nav).toHaveTextContent('All 7 series on one page');
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(button(name)).toBeDisabled();
    }
  });

  it('reads the last, shorter page', () => {
    paginator({ pageIndex: 2, pageSize: 25, length: 60 });
    expect(screen.getByText('51 – 60 of 60')).toBeInTheDocument();
  });

  it('reads "0 of n" when there is nothing to show', () => {
    paginator({ pageIndex: 0, pageSize: 25, length: 0 });
    expect(screen.getByText('0 of 0')).toBeInTheDocument();
  });

  it('clamps a negative page index to the first page', () => {
    paginator({ pageIndex: -4, pageSize: 25, length: 60 });
    expect(screen.getByText('1 – 25 of 60')).toBeInTheDocument();
    expect(button('First page')).toBeDisabled();
  });

  it('clamps a negative page size to 0', () => {
    paginator({ pageIndex: 0, pageSize: -5, length: 60 });
    expect(screen.getByText('0 of 60')).toBeInTheDocument();
  });

  it('falls back to 50 a page when no size is given', () => {
    paginator({ pageIndex: 0, length: 60 });
    expect(screen.getByText('1 – 50 of 60')).toBeInTheDocument();
  });

  it('disables first and previous on the first page, next and last on the last', () => {
    paginator({ pageIndex: 0, pageSize: 25, length: 60 });
    expect(button('First page')).toBeDisabled();
    expect(button('Previous page')).toBeDisabled();
    expect(button('Next page')).toBeEnabled();
    expect(button('Last page')).toBeEnabled();
  });

  it('disables next and last on the last page', () => {
    paginator({ pageIndex: 2, pageSize: 25, length: 60 });
    expect(button('Next page')).toBeDisabled();
    expect(button('Last page')).toBeDisabled();
    expect(button('First page')).toBeEnabled();
  });

  it('disables everything when there is a single page', () => {
    paginator({ pageIndex: 0, pageSize: 7, length: 7 });
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(button(name)).toBeDisabled();
    }
  });

  it('asks for the first, previous, next and last pages', async () => {
    const user = userEvent.setup();
    const pages = paginator({ pageIndex: 1, pageSize: 25, length: 100 });
    await user.click(button('First page'));
    await user.click(button('Previous page'));
    await user.click(button('Next page'));
    await user.click(button('Last page'));
    expect(pages).toEqual([0, 0, 2, 3]);
  });
});

describe('Paginator with page addresses (works without script)', () => {
  const hrefOf = (index: number) => `/list/page/${index + 1}`;

  function linkedPaginator(props: { pageIndex: number; pageSize?: number; length: number }) {
    const pages: number[] = [];
    render(
      <Paginator
        {...props}
        label="Results pages"
        onPage={(index) => pages.push(index)}
        hrefOf={hrefOf}
      />,
    );
    return pages;
  }

  it('makes each enabled control a link to its page, announced as a link, not a button', () => {
    linkedPaginator({ pageIndex: 1, pageSize: 25, length: 100 });
    expect(screen.queryAllByRole('button')).toEqual([]);
    const hrefs = ['First page', 'Previous page', 'Next page', 'Last page'].map((name) => {
      const link = screen.getByRole('link', { name });
      expect(link.tagName).toBe('A');
      expect(link).not.toHaveAttribute('role');
      return link.getAttribute('href');
    });
    expect(hrefs).toEqual(['/list/page/1', '/list/page/1', '/list/page/3', '/list/page/4']);
  });

  it('renders a disabled control as a disabled button, with no address', () => {
    linkedPaginator({ pageIndex: 0, pageSize: 25, length: 60 });
    for (const name of ['First page', 'Previous page']) {
      expect(control(name).tagName).toBe('BUTTON');
      expect(control(name)).toBeDisabled();
      expect(control(name)).not.toHaveAttribute('href');
    }
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Next page',
      'Last page',
    ]);
  });

  it('asks for the page on a click instead of following the link', async () => {
    const user = userEvent.setup();
    const pages = linkedPaginator({ pageIndex: 1, pageSize: 25, length: 100 });
    const followed: boolean[] = [];
    const watch = (event: MouseEvent) => followed.push(!event.defaultPrevented);
    document.addEventListener('click', watch);
    await user.click(control('First page'));
    await user.click(control('Previous page'));
    await user.click(control('Next page'));
    await user.click(control('Last page'));
    document.removeEventListener('click', watch);
    expect(pages).toEqual([0, 0, 2, 3]);
    expect(followed).toEqual([false, false, false, false]);
  });

  it('answers Enter like a link', async () => {
    const user = userEvent.setup();
    const pages = linkedPaginator({ pageIndex: 1, pageSize: 25, length: 100 });
    act(() => control('Next page').focus());
    await user.keyboard('{Enter}');
    expect(pages).toEqual([2]);
  });

  it('leaves a click meant for a new tab to the browser', async () => {
    const user = userEvent.setup();
    const pages = linkedPaginator({ pageIndex: 1, pageSize: 25, length: 100 });
    let followed = false;
    const watch = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    await user.keyboard('{Control>}');
    await user.click(control('Next page'));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', watch);
    expect(pages).toEqual([]);
    expect(followed).toBe(true);
  });
});

describe('Paginator tooltips (SPEC §9): its controls show only an icon', () => {
  const NAMES = ['First page', 'Previous page', 'Next page', 'Last page'];
  const hrefOf = (index: number) => `/list/page/${index + 1}`;

  /** Each control sits at `anchorTop`, each tooltip is 80 by 24. */
  function layout(anchorTop: number) {
    fakeLayout((el) =>
      el.getAttribute('role') === 'tooltip'
        ? { top: 0, left: 0, width: 80, height: 24 }
        : { top: anchorTop, left: 300, width: 44, height: 44 },
    );
  }

  afterEach(() => jest.restoreAllMocks());

  function paginatorAt(pageIndex: number, linked: boolean) {
    render(
      <Paginator
        pageIndex={pageIndex}
        pageSize={25}
        length={100}
        label="Results pages"
        onPage={() => undefined}
        hrefOf={linked ? hrefOf : undefined}
      />,
    );
  }

  const tooltip = () => screen.queryByRole('tooltip');

  it.each([
    ['links', true],
    ['buttons', false],
  ])(
    'shows the name of each control (%s) on hover, and hides it when the pointer leaves',
    async (_, linked) => {
      layout(100);
      const user = userEvent.setup();
      paginatorAt(1, linked);
      for (const name of NAMES) {
        await user.hover(control(name));
        expect(tooltip()).toHaveTextContent(name);
        await user.unhover(control(name));
        expect(tooltip()).toBeNull();
      }
    },
  );

  it('shows it on keyboard focus of each link; Tab passes the disabled buttons by', async () => {
    layout(100);
    const user = userEvent.setup();
    paginatorAt(3, true);
    // On the last page: first and previous are links, next and last disabled buttons.
    expect(control('First page').tagName).toBe('A');
    await user.tab();
    expect(control('First page')).toHaveFocus();
    expect(tooltip()).toHaveTextContent('First page');
    await user.tab();
    expect(control('Previous page')).toHaveFocus();
    expect(tooltip()).toHaveTextContent('Previous page');
    await user.tab();
    expect(tooltip()).toBeNull();
  });

  it('shows it on keyboard focus of an enabled button', async () => {
    layout(100);
    const user = userEvent.setup();
    paginatorAt(0, false);
    await user.tab();
    expect(control('Next page')).toHaveFocus();
    expect(tooltip()).toHaveTextContent('Next page');
  });

  it('goes on Escape while focus stays on the control', async () => {
    layout(100);
    const user = userEvent.setup();
    paginatorAt(1, true);
    await user.tab();
    expect(tooltip()).toHaveTextContent('First page');
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    expect(control('First page')).toHaveFocus();
  });

  it.each([
    ['below a control with room under it', 100, 'tooltip--below'],
    ['above a control at the bottom of the viewport', window.innerHeight - 50, 'tooltip--above'],
  ])('stands %s, never over it', async (_, anchorTop, side) => {
    layout(anchorTop);
    const user = userEvent.setup();
    paginatorAt(1, true);
    await user.tab();
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveClass(side);
    const top = parseFloat(tip.style.top);
    const overlaps = top < anchorTop + 44 && top + 24 > anchorTop;
    expect(overlaps).toBe(false);
  });

  it('keeps each control named by its label alone: the tooltip repeats it', async () => {
    layout(100);
    const user = userEvent.setup();
    paginatorAt(1, true);
    await user.hover(control('Next page'));
    expect(tooltip()).toHaveTextContent('Next page');
    expect(control('Next page')).toHaveAccessibleName('Next page');
    expect(control('Next page')).not.toHaveAttribute('aria-describedby');
  });
});
