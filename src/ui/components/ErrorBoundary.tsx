import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Logger } from '../../core/ports/Logger';
import { useServices } from '../services';
import { PageHead } from './PageHead';

interface BoundaryProps {
  logger: Logger;
  /** A new value (the next navigation) clears the error and shows the children again. */
  resetKey: string;
  children: ReactNode;
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

/** The boundary around the routed screen: logs through the Logger, resets on navigation. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { logger } = useServices();
  const { key } = useLocation();
  return (
    <ErrorBoundary logger={logger} resetKey={key}>
      {children}
    </ErrorBoundary>
  );
}
