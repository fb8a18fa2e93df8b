/**
 * Where the one toast stands on the page (part 1 §9): never over the navigation (the header and
 * the bottom menu bound the space it may use), and over no control when there is room. It has two
 * usual places, so people learn where to look: just above the bottom menu, or, when a button, link
 * or field is there, just under the header (where the screen's title usually is). When both are
 * taken it goes to the free place nearest the bottom; only when none is free does it cover as
 * little as it must, a primary action (a form's Gem, the chat's Send) last of all. Vertical
 * positions in px from the top of the viewport.
 */
export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** How much covering it costs per px: 1 for a control, PRIMARY_WEIGHT for a primary action. */
  weight?: number;
}

/** A primary action is covered only when nothing else can be. */
export const PRIMARY_WEIGHT = 100;

export interface ToastSpace {
  /** The bottom edge of the header (0 without one) and the top edge of the bottom menu (the window's height without one). */
  top: number;
  bottom: number;
  /** The toast's horizontal extent and its height. */
  left: number;
  right: number;
  height: number;
  /** The controls on screen. */
  avoid: Rect[];
  /** Where the toast stands now: kept while it is free, so it does not jump about. */
  current?: number;
}

/** Space between the toast and the bars or actions around it. */
export const TOAST_GAP = 12;

/** The toast's top edge. */
export function placeToast(space: ToastSpace): number {
  const { height } = space;
  const highest = space.top + TOAST_GAP;
  const lowest = Math.max(highest, space.bottom - TOAST_GAP - height);
  const inBand = (y: number) => y >= highest && y <= lowest;
  const beside = space.avoid.filter(
    (r) => r.left < space.right && r.right > space.left && r.bottom > space.top && r.top < space.bottom,
  );
  /** How much the toast would cover at y: px of each control (with a small margin) times its weight. */
  const covered = (y: number) =>
    beside.reduce(
      (sum, r) => sum + (r.weight ?? 1) * Math.max(0, Math.min(y + height, r.bottom + 4) - Math.max(y, r.top - 4)),
      0,
    );
  if (space.current !== undefined && inBand(space.current) && covered(space.current) === 0) return space.current;
  const between = [...beside.map((r) => r.top - TOAST_GAP - height), ...beside.map((r) => r.bottom + TOAST_GAP)]
    .filter(inBand)
    .sort((a, b) => b - a);
  const candidates = [lowest, highest, ...between];
  let best = lowest;
  let least = Number.POSITIVE_INFINITY;
  for (const y of candidates) {
    const c = covered(y);
    if (c === 0) return y;
    if (c < least) {
      least = c;
      best = y;
    }
  }
  return best;
}
