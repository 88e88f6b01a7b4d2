import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShortcutsDialog } from '../../../../src/ui/components/player/ShortcutsDialog';
import { installDialogs } from '../../../support/dialog';

let uninstall: () => void = () => undefined;

beforeEach(() => {
  uninstall = installDialogs();
});

afterEach(() => uninstall());

describe('the keyboard shortcuts dialog', () => {
  it('opens from its button as a modal dialog, with focus inside', async () => {
    const user = userEvent.setup();
    render(<ShortcutsDialog className="control" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('lists every key and what it does', async () => {
    const user = userEvent.setup();
    render(<ShortcutsDialog className="control" />);
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'KeyAction',
      'Space or KPlay or pause',
      'JBack 10 seconds',
      'LForward 10 seconds',
      'Left arrowBack 5 seconds',
      'Right arrowForward 5 seconds',
      'CCaptions on or off',
      'FFull screen on or off',
      'MSound off or on',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Key' })).toBeInTheDocument();
  });

  it('closes on Escape and on Close, and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<ShortcutsDialog className="control" />);
    const opener = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('still opens and closes where the browser has no modal dialogs', async () => {
    uninstall();
    const user = userEvent.setup();
    render(<ShortcutsDialog className="control" />);
    const opener = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    uninstall = installDialogs();
  });
});
