import { screen, within } from '@testing-library/react';
import { CLIP_PAGE, panelOf, watchClip } from '../../../support/watchClip';

describe('Cite', () => {
  it('gives Chicago, MLA and APA forms, each copyable', async () => {
    const { user } = await watchClip();
    const cite = screen.getByRole('button', { name: /^Cite/ });
    await user.click(cite);
    const panel = panelOf(cite);
    // The citation rules load with the panel.
    const terms = await within(panel).findAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual(['Chicago', 'MLA', 'APA']);
    const chicago = within(panel).getByText(
      /^McKeithen, John, interviewee\. .* WBRZ, August 14, 1967\./,
    );
    expect(chicago).toHaveTextContent(`Louisiana Digital Media Archive. Accessed`);
    expect(chicago).toHaveTextContent(`${CLIP_PAGE}.`);

    await user.click(within(panel).getByRole('button', { name: 'Copy Chicago citation' }));
    expect(await navigator.clipboard.readText()).toBe(chicago.textContent);
    expect(within(panel).getByRole('status')).toHaveTextContent('Chicago citation copied.');

    await user.click(within(panel).getByRole('button', { name: 'Copy MLA citation' }));
    expect(await navigator.clipboard.readText()).toMatch(
      /^McKeithen, John, interviewee\. .* Accessed \d+ \w+\.? \d{4}\.$/,
    );

    await user.click(within(panel).getByRole('button', { name: 'Copy APA citation' }));
    expect(await navigator.clipboard.readText()).toMatch(
      new RegExp(
        `^McKeithen, J\\. \\(Interviewee\\)\\. \\(1967, August 14\\)\\. .*, from ${CLIP_PAGE}$`,
      ),
    );
  });
});
