import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIsTopToastOutlet } from '../lib/toast-outlets';
import { PRIMARY_WEIGHT, placeToast, type Rect } from '../lib/toast-placement';
import { dismissToast, subscribeToasts, type Toast } from '../lib/toast-store';
import './button.css';
import './toast.css';
import { Button } from './Button';

/** What the page's toast keeps clear of when it can: every control on screen (toast-placement.ts)… */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="switch"], [data-primary-action]';
/** …and a primary action above all. */
const PRIMARY_ACTIONS = '.btn-primary, button[type="submit"], [data-primary-action]';
/** Controls that are not the page's: in the bars the toast already keeps clear of, in a dialog, in the toast. */
const NOT_ON_PAGE = '.app-header, .bottom-nav, .side-nav, dialog, .toaster';

/** Stands the page's toast between the header and the bottom menu, clear of the controls on screen. */
function placePageToast(box: HTMLElement, current: number | undefined): number {
  const header = document.querySelector('.app-header')?.getBoundingClientRect();
  const nav = document.querySelector('.bottom-nav')?.getBoundingClientRect();
  const own = box.getBoundingClientRect();
  const avoid: Rect[] = [];
  for (const el of document.querySelectorAll(CONTROLS)) {
    if (el.closest(NOT_ON_PAGE)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
    const weight = el.matches(PRIMARY_ACTIONS) ? PRIMARY_WEIGHT : 1;
    avoid.push({ top: r.top, bottom: r.bottom, left: r.left, right: r.right, weight });
  }
  return placeToast({
    top: header ? Math.max(0, header.bottom) : 0,
    bottom: nav && nav.height > 0 ? nav.top : window.innerHeight,
    left: own.left,
    right: own.right,
    height: box.offsetHeight,
    avoid,
    current,
  });
}

/**
 * A toast outlet: shows the one current toast while it is the top outlet (the app root, or the
 * open dialog on top; see toast-outlets.ts). The live region is there before the toast comes,
 * so screen readers announce it. On the page (the root outlet) the toast never covers the
 * navigation, nor a control while there is room elsewhere: it is placed when it comes and again
 * when the page scrolls, resizes or its content grows (part 1 §9).
 */
export function Toaster({ root = false }: { root?: boolean }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const isTop = useIsTopToastOutlet(root);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => subscribeToasts(setToast), []);
  const shown = isTop ? toast : null;

  useLayoutEffect(() => {
    const box = region.current;
    if (!root || !shown || !box) return;
    let current: number | undefined;
    let frame = 0;
    const place = () => {
      frame = 0;
      current = placePageToast(box, current);
      box.style.top = `${current}px`;
      box.style.bottom = 'auto';
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const grows = new ResizeObserver(schedule);
    grows.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      grows.disconnect();
      box.style.top = '';
      box.style.bottom = '';
    };
  }, [root, shown]);

  return (
    <div ref={region} className="toaster" aria-live="polite" role="status">
      {shown ? (
        <div key={shown.id} className={`toast toast-${shown.variant ?? 'info'}`}>
          <div className="toast-text">
            <strong>{shown.title}</strong>
            {shown.description ? <span>{shown.description}</span> : null}
          </div>
          <Button variant="ghost" size="icon" aria-label="Luk besked" onClick={dismissToast}>
            <X size={16} aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
