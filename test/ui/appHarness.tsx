import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { DemoCaptcha } from '../../src/adapters/browser/DemoCaptcha';
import { MemoryKeyValueStore } from '../../src/adapters/memory/MemoryKeyValueStore';
import { RecordingAnalytics } from '../../src/adapters/memory/RecordingAnalytics';
import { createServices, type PortAdapters } from '../../src/container';
import type { ContactMessage } from '../../src/core/entities/Contact';
import type { ContactApi } from '../../src/core/ports/ContactApi';
import type { PlaybackSource, PlayerHandle, VideoPlayer } from '../../src/core/ports/VideoPlayer';
import { App } from '../../src/ui/App';
import { ServicesProvider } from '../../src/ui/services';
import { archiveWith, blogsWith, ListLogger } from '../support/builders';

/** A player that records what it was asked to play and whether it was torn down. */
export class FakePlayer implements VideoPlayer {
  readonly mounted: PlaybackSource[] = [];
  destroyed = 0;

  async mount(container: HTMLElement, source: PlaybackSource): Promise<PlayerHandle> {
    this.mounted.push(source);
    const video = document.createElement('video');
    video.setAttribute('data-testid', 'player');
    container.append(video);
    return {
      currentTime: () => source.start,
      seek: () => undefined,
      onTimeUpdate: () => () => undefined,
      destroy: () => {
        this.destroyed += 1;
        video.remove();
      },
    };
  }
}

/** Records the two writes; `send` can be held open or made to fail. */
export class RecordingContactApi implements ContactApi {
  readonly posts: { path: string; body: unknown }[] = [];
  failSend = false;
  hold = false;
  private release: (() => void) | undefined;

  async verifyCaptcha(token: string): Promise<void> {
    this.posts.push({ path: '/reCaptcha', body: { response: token } });
  }

  async send(message: ContactMessage): Promise<void> {
    this.posts.push({ path: '/contact', body: message });
    if (this.hold) await new Promise<void>((resolve) => (this.release = resolve));
    if (this.failSend) throw new Error('HTTP 500');
  }

  finish(): void {
    this.release?.();
  }
}

const where = { current: { pathname: '', search: '', action: '' } };

/** Where the app is now, and how it got there (PUSH, REPLACE or POP). */
export function currentLocation() {
  return where.current;
}

function LocationProbe() {
  const location = useLocation();
  const action = useNavigationType();
  useEffect(() => {
    where.current = { pathname: location.pathname, search: location.search, action };
  });
  return null;
}

/** The whole app at `path`, with literal fakes for the ports a test does not name. */
export function renderApp(path: string | string[], overrides: Partial<PortAdapters> = {}) {
  const adapters: PortAdapters = {
    archive: archiveWith({
      // The shell and other pages may ask; an empty archive keeps them quiet.
      recentlyAdded: async () => [],
      related: async () => [],
    }),
    blogs: blogsWith({}),
    contact: new RecordingContactApi(),
    captcha: new DemoCaptcha(),
    player: new FakePlayer(),
    analytics: new RecordingAnalytics(),
    logger: new ListLogger(),
    storage: new MemoryKeyValueStore(),
    ...overrides,
  };
  const services = createServices(adapters);
  const entries = Array.isArray(path) ? path : [path];
  const view = render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <LocationProbe />
        <App />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return { ...view, services, adapters, logger: adapters.logger as ListLogger };
}
