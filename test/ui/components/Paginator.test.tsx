import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Paginator } from '../../../src/ui/components/Paginator';

function paginator(props: { pageIndex: number; pageSize?: number; length: number }) {
  const pages: number[] = [];
  render(<Paginator {...props} label="Results pages" onPage={(index) => pages.push(index)} />);
  return pages;
}

const button = (name: string) => screen.getByRole('button', { name });

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

  it('makes each enabled control a link to its page, still named and seen as a button', () => {
    linkedPaginator({ pageIndex: 1, pageSize: 25, length: 100 });
    const hrefs = ['First page', 'Previous page', 'Next page', 'Last page'].map((name) => {
      const control = button(name);
      expect(control.tagName).toBe('A');
      expect(control).toBeEnabled();
      return control.getAttribute('href');
    });
    expect(hrefs).toEqual(['/list/page/1', '/list/page/1', '/list/page/3', '/list/page/4']);
  });

  it('renders a disabled control as a disabled button, with no address', () => {
    linkedPaginator({ pageIndex: 0, pageSize: 25, length: 60 });
    for (const name of ['First page', 'Previous page']) {
      expect(button(name).tagName).toBe('BUTTON');
      expect(button(name)).toBeDisabled();
      expect(button(name)).not.toHaveAttribute('href');
    }
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('asks for the page on a click instead of following the link', async () => {
    const user = userEvent.setup();
    const pages = linkedPaginator({ pageIndex: 1, pageSize: 25, length: 100 });
    const followed: boolean[] = [];
    const watch = (event: MouseEvent) => followed.push(!event.defaultPrevented);
    document.addEventListener('click', watch);
    await user.click(button('First page'));
    await user.click(button('Previous page'));
    await user.click(button('Next page'));
    await user.click(button('Last page'));
    document.removeEventListener('click', watch);
    expect(pages).toEqual([0, 0, 2, 3]);
    expect(followed).toEqual([false, false, false, false]);
  });

  it('answers Enter and Space like a button', async () => {
    const user = userEvent.setup();
    const pages = linkedPaginator({ pageIndex: 1, pageSize: 25, length: 100 });
    button('Next page').focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(pages).toEqual([2, 2]);
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
    await user.click(button('Next page'));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', watch);
    expect(pages).toEqual([]);
    expect(followed).toBe(true);
  });
});
