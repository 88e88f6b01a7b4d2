import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAssetDetail } from './builders';
import { renderApp } from './renderApp';
import { ScriptedPlayer } from './scriptedPlayer';

/** The clip plays 605 s to 766 s (10:05 to 12:46) of its media file. */
export const CLIP = anAssetDetail({
  id: 'LPB-CL-1042',
  contributors: [{ name: 'John McKeithen', role: 'Interviewee' }],
});
export const ORIGIN = window.location.origin;
/** The clip's page, as links to it read. */
export const CLIP_PAGE = `${ORIGIN}/video_v2/asset-detail/${CLIP.id}`;

/** The clip's page once its player is mounted, with a user and the player's handle to drive. */
export async function watchClip() {
  const user = userEvent.setup();
  const player = new ScriptedPlayer([]);
  const app = renderApp(`/video_v2/asset-detail/${CLIP.id}`, {
    player,
    archive: { assetDetail: async () => CLIP },
  });
  await screen.findByRole('heading', { level: 1, name: 'Governor McKeithen on the Superdome' });
  await waitFor(() => expect(player.handle).toBeDefined());
  return { ...app, user, handle: player.handle! };
}

/** The panel a disclosure button shows and hides. */
export const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
