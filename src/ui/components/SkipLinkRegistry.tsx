import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { SkipLink } from './SkipLink';

/** A page's own skip link, shown after the shell's 'Skip to main content'. */
export interface PageSkipLink {
  label: string;
  /** Id of the region it jumps to; the region must take focus (tabIndex -1). */
  targetId: string;
}

type Register = (link: PageSkipLink) => () => void;

const SkipLinksContext = createContext<Register | null>(null);

/** Holds the page's skip links; renders them through `PageSkipLinks`. */
export function useSkipLinkRegistry() {
  const [links, setLinks] = useState<PageSkipLink[]>([]);
  const [register] = useState<Register>(() => (link: PageSkipLink) => {
    setLinks((all) => [...all, link]);
    return () => setLinks((all) => all.filter((l) => l !== link));
  });
  return { links, register };
}

export function SkipLinksProvider({
  register,
  children,
}: {
  register: Register;
  children: ReactNode;
}) {
  return <SkipLinksContext.Provider value={register}>{children}</SkipLinksContext.Provider>;
}

export function PageSkipLinks({ links }: { links: PageSkipLink[] }) {
  return (
    <>
      {links.map((link) => (
        <SkipLink key={link.targetId} target={link.targetId} label={link.label} />
      ))}
    </>
  );
}

/**
 * Offers a skip link to a region of the page while `shown` (e.g. 'Skip to transcript' once a
 * transcript exists). Pages outside the shell (the embedded player) have none.
 */
export function useSkipLink(label: string, targetId: string, shown: boolean): void {
  const register = useContext(SkipLinksContext);
  useEffect(() => {
    if (!register || !shown) return undefined;
    return register({ label, targetId });
  }, [register, label, targetId, shown]);
}
