import { act, screen, within } from '@testing-library/react';
import { CLIP_PAGE, watchClip } from '../../../support/watchClip';

describe('Request this footage', () => {
  it('opens the contact form pre-filled with the video, which the visitor can still edit', async () => {
    const { user, location } = await watchClip();
    await user.click(screen.getByRole('link', { name: 'Request this footage' }));
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    expect(location().pathname).toBe('/contact-us');
    const message = screen.getByLabelText('Your Message') as HTMLTextAreaElement;
    expect(message.value).toBe(
      [
        'Subject: Footage licensing request',
        '',
        'I would like to license footage from this video.',
        '',
        'Title: Governor McKeithen on the Superdome',
        'Identifier: LPB-CL-1042',
        `Link: ${CLIP_PAGE}`,
        '',
        'How I plan to use it:',
      ].join('\n'),
    );
    await user.type(message, ' a documentary.');
    expect(message.value.endsWith('How I plan to use it: a documentary.')).toBe(true);
    for (const label of ['Name', 'Location', 'Zip', 'Email']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('names the in and out points the visitor marked as the video played', async () => {
    const { user, handle } = await watchClip();
    const marks = screen.getByRole('group', { name: 'The part you want' });
    act(() => handle.playTo(617.2));
    await user.click(within(marks).getByRole('button', { name: 'Mark the start' }));
    act(() => handle.playTo(670));
    await user.click(within(marks).getByRole('button', { name: 'Mark the end' }));
    expect(within(marks).getByRole('status')).toHaveTextContent(
      'Start marked at 0:12, end marked at 1:05.',
    );

    await user.click(screen.getByRole('link', { name: 'Request this footage' }));
    const message = (await screen.findByLabelText('Your Message')) as HTMLTextAreaElement;
    expect(message.value).toContain('In point: 0:12 (00:10:17 in the source file)');
    expect(message.value).toContain('Out point: 1:05 (00:11:10 in the source file)');
  });

  it('clears the marked points', async () => {
    const { user, handle } = await watchClip();
    const marks = screen.getByRole('group', { name: 'The part you want' });
    expect(within(marks).queryByRole('button', { name: 'Clear the marks' })).toBeNull();
    act(() => handle.playTo(650));
    await user.click(within(marks).getByRole('button', { name: 'Mark the start' }));
    await user.click(within(marks).getByRole('button', { name: 'Clear the marks' }));
    expect(within(marks).getByRole('status')).toHaveTextContent('');
    expect(
      screen.getByRole('link', { name: 'Request this footage' }).getAttribute('href'),
    ).not.toContain('In+point');
  });
});
