import type { PlayerHandle, VideoPlayer } from '../../core/ports/VideoPlayer';

/** The player of a server render: effects never run there, so a mount is a mistake. */
export class InertVideoPlayer implements VideoPlayer {
  mount(): Promise<PlayerHandle> {
    return Promise.reject(new Error('No video player on the server'));
  }
}
