import { fireEvent, screen } from '@testing-library/react';
import { DemoCaptcha } from '../../../src/adapters/browser/DemoCaptcha';
import { callbacks, mountPoint } from './support';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the demo captcha', () => {
  it('is a checkbox labelled "I\'m not a robot" that yields a token when ticked and expires when unticked', async () => {
    const captcha = new DemoCaptcha();
    const cb = callbacks();
    await captcha.render(mountPoint(), cb);
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    fireEvent.click(box);
    fireEvent.click(box);
    expect(cb.events).toEqual(['solved:demo-captcha-token', 'expired']);
  });

  it('unticks on reset, renders once when rendered again, and goes away on dispose', async () => {
    const captcha = new DemoCaptcha();
    const el = mountPoint();
    await captcha.render(el, callbacks());
    fireEvent.click(screen.getByRole('checkbox'));
    captcha.reset();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await captcha.render(el, callbacks());
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    captcha.dispose();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
