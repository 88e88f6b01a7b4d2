import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Logger } from '../../core/ports/Logger';
import { paths } from '../../core/routes/routeTable';
import { useServices } from '../services';
import { PageHead } from './PageHead';

interface BoundaryProps {
  logger: Logger;
  /** A new value (the next navigation) clears the error and shows the children again. */
  resetKey: string;
  children: ReactNode;
  /** What stands in for the failed screen; the shell's friendly message by default. */
  fallback?: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The reset key the error happened under. */
  failedAt: string;
}

/** Keeps a screen's render error inside the screen: the shell stays usable. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, failedAt: '' };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (!state.failed) return { failedAt: props.resetKey };
    return props.resetKey !== state.failedAt ? { failed: false, failedAt: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.logger.error('Error rendering page:', {
      error,
      componentStack: info.componentStack,
    });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div className="page page-error" role="alert">
        {/* The failed page's head went with it; the route's own stands in. */}
        <PageHead />
        <p>Something went wrong on this page.</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    );
  }
}

/**
 * The boundary around the routed screen: logs through the Logger, resets on navigation. It
 * shows the shell's message unless given a `fallback` of its own.
 */
export function PageErrorBoundary({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { logger } = useServices();
  const { key } = useLocation();
  return (
    <ErrorBoundary logger={logger} resetKey={key} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}

/** The embeddable player's own failure: a line in the frame, and the video's page on the site. */
function EmbedFailure() {
  const { id = '' } = useParams();
  return (
    <main className="embed">
      <PageHead />
      <div className="embed__failure" role="alert">
        <h1 className="embed__message">This video cannot be played here right now.</h1>
        <p className="embed__message">
          <a href={paths.assetDetail(id)} target="_blank" rel="noopener">
            Watch it on the Louisiana Digital Media Archive
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </main>
  );
}

/**
 * The boundary of the embeddable player, which is outside the shell and its boundary: a
 * render error or code that cannot be loaded shows the embed's own message.
 */
export function EmbedErrorBoundary({ children }: { children: ReactNode }) {
  return <PageErrorBoundary fallback={<EmbedFailure />}>{children}</PageErrorBoundary>;
}
