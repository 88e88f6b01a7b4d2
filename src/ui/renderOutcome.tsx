import { createContext, useContext, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** What a server render decided besides its HTML: the status, or a redirect to send. */
export class RenderOutcome {
  status = 200;
  /** Path (and query) to redirect to instead of answering with the page. */
  redirect: string | undefined;

  answer(status: number): void {
    this.status = status;
  }

  /** The first redirect rendered wins, as the first <Navigate> would in the browser. */
  redirectTo(to: string): void {
    this.redirect ??= to;
  }
}

// Present only on the server, where effects never run and a <Navigate> does nothing.
const OutcomeContext = createContext<RenderOutcome | null>(null);

export function RenderOutcomeProvider({
  outcome,
  children,
}: {
  outcome: RenderOutcome;
  children: ReactNode;
}) {
  return <OutcomeContext.Provider value={outcome}>{children}</OutcomeContext.Provider>;
}

/** True while rendering on the server. */
export function useOnServer(): boolean {
  return useContext(OutcomeContext) !== null;
}

/** Gives the server's answer this status (a 404 page says 404); nothing in the browser. */
export function useStatus(status: number): void {
  useContext(OutcomeContext)?.answer(status);
}

/** Replaces the location with `to`: an HTTP redirect on the server, a navigation in the browser. */
export function Redirect({ to }: { to: string }) {
  const outcome = useContext(OutcomeContext);
  if (!outcome) return <Navigate replace to={to} />;
  outcome.redirectTo(to);
  return null;
}
