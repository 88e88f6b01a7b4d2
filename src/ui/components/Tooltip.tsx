import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
import {
  tooltipLayout,
  tooltipPlacement,
  type TooltipLines,
  type TooltipPlacement,
} from '../../core/rules/layout/tooltip';

interface AnchorProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

export interface TooltipProps {
  text: string;
  /** The anchor: one element that takes the pointer and focus handlers. */
  children: ReactElement<AnchorProps>;
  /** Asked on each hover or focus: show only when it says so (a title cut short). */
  when?: (anchor: HTMLElement) => boolean;
  /**
   * The text adds to the anchor's accessible name, so the anchor is described by it. Leave it
   * off when the text is the name already (an icon button's label, a title's own text).
   */
  describes?: boolean;
}

/** An element's text overflows its box (a clamped or ellipsed title). */
export function isTruncated(element: Element | null): boolean {
  if (!element) return false;
  return (
    element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1
  );
}

/**
 * Where a tooltip is drawn: in its anchor's landmark, so it belongs to the page's regions,
 * and in its anchor's modal dialog, which would otherwise cover it.
 */
function tooltipHost(anchor: HTMLElement | null): HTMLElement {
  return (
    anchor?.closest<HTMLElement>('dialog, [role="dialog"], main, header, footer, nav, aside') ??
    document.body
  );
}

function keyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

type Reason = 'hover' | 'focus' | 'tip';
const NONE: Record<Reason, boolean> = { hover: false, focus: false, tip: false };

/**
 * SPEC §9 tooltip for its one child: shown on hover and on keyboard focus, 8px above or below
 * it (never over it), single-line unless its box is over 24px high and 200px wide or more.
 * Escape hides it without moving focus; it stays while the pointer is over it (WCAG 1.4.13).
 * Measured in effects only: nothing of it is rendered on the server.
 */
export function Tooltip({ text, children, when, describes = false }: TooltipProps) {
  const id = useId();
  // Elements in state, not refs: the handlers and effects below read them. The anchor is
  // taken when the tooltip is asked for, not from a ref: a ref setting state would have every
  // tooltip render twice as the page comes alive.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tip, setTip] = useState<HTMLDivElement | null>(null);
  const [reasons, setReasons] = useState(NONE);
  const [dismissed, setDismissed] = useState(false);
  const [lines, setLines] = useState<TooltipLines>('single');
  const [place, setPlace] = useState<TooltipPlacement | null>(null);
  const open = text !== '' && !dismissed && (reasons.hover || reasons.focus || reasons.tip);

  const set = (changes: Partial<Record<Reason, boolean>>) =>
    setReasons((current) => ({ ...current, ...changes }));

  const show = (reason: Reason, element: HTMLElement) => {
    if (when && !when(element)) return;
    setAnchor(element);
    setDismissed(false);
    set({ [reason]: true });
  };

  // Measured before paint: the first frame already shows it in place.
  useLayoutEffect(() => {
    const box = tip;
    const at = anchor;
    if (!open || !box || !at) return undefined;
    const measure = () => {
      const size = box.getBoundingClientRect();
      const fits = tooltipLayout(size);
      if (fits !== lines) {
        setLines(fits);
        return;
      }
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      setPlace(tooltipPlacement(at.getBoundingClientRect(), size, viewport));
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    // A slider sliding its cards moves the anchor without scrolling.
    window.addEventListener('transitionend', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('transitionend', measure, true);
    };
  }, [open, lines, text, tip, anchor]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    // Captured: a control that handles Escape itself may stop it before it bubbles up.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const own = children.props;
  const into = (target: EventTarget | null, element: Element | null) =>
    target instanceof Node && element !== null && element.contains(target);

  const describedBy =
    [own['aria-describedby'], describes && open ? id : undefined].filter(Boolean).join(' ') ||
    undefined;

  const anchorElement = cloneElement(children, {
    'aria-describedby': describedBy,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      // A tap is not a hover: it would leave the tooltip up until the next tap elsewhere.
      if (event.pointerType !== 'touch') show('hover', event.currentTarget);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      set({ hover: false, tip: into(event.relatedTarget, tip) });
    },
    // Using the control is what the tooltip invited; it goes until the next hover or focus.
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      setDismissed(true);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (keyboardFocus(event.currentTarget)) show('focus', event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      set({ focus: false });
    },
  });

  const tooltip = open ? (
    <div
      ref={setTip}
      id={id}
      role="tooltip"
      className={`tooltip tooltip--${lines}${place ? ` tooltip--${place.side}` : ''}`}
      style={
        place ? { top: place.top, left: place.left } : { top: 0, left: 0, visibility: 'hidden' }
      }
      onPointerEnter={() => set({ tip: true })}
      onPointerLeave={(event) => set({ tip: false, hover: into(event.relatedTarget, anchor) })}
    >
      {text}
    </div>
  ) : null;

  return (
    <>
      {anchorElement}
      {tooltip ? createPortal(tooltip, tooltipHost(anchor)) : null}
    </>
  );
}
