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
