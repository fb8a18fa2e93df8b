import { describe, expect, it } from 'vitest';
import { PRIMARY_WEIGHT, placeToast, TOAST_GAP, type ToastSpace } from './toast-placement';

/** A 390 × 844 phone: the header ends at 64, the bottom menu starts at 780; the toast is 366 wide and 60 high. */
const phone = (over: Partial<ToastSpace> = {}): ToastSpace => ({
  top: 64,
  bottom: 780,
  left: 12,
  right: 378,
  height: 60,
  avoid: [],
  ...over,
});
const button = (top: number, height = 44, left = 16, right = 374) => ({ top, bottom: top + height, left, right });
const covers = (y: number, space: ToastSpace) =>
  space.avoid.some((r) => r.left < space.right && r.right > space.left && r.top < y + space.height && r.bottom > y);

describe('where a toast stands: never over the navigation, over no control when there is room, over a primary action last of all', () => {
  it('stands just above the bottom menu when nothing is there', () => {
    expect(placeToast(phone())).toBe(780 - TOAST_GAP - 60);
  });

  it('stands just under the header when a control is right above the bottom menu (an answer’s Klar, the chat’s Send)', () => {
    const space = phone({ avoid: [button(720)] });
    expect(placeToast(space)).toBe(64 + TOAST_GAP);
    expect(covers(placeToast(space), space)).toBe(false);
  });

  it('with both usual places taken, finds the free place nearest the bottom, and ignores controls beside it', () => {
    const space = phone({ avoid: [button(70), button(720), button(640), button(560), button(300, 44, 400, 600)] });
    const y = placeToast(space);
    expect(covers(y, space)).toBe(false);
    expect(y).toBe(560 - TOAST_GAP - 60);
  });

  it('covers as little as it must when no place is free, and never the header or the menu', () => {
    // A control fills the screen from 100 px down: under the header the toast covers 40 px of it, at the bottom 60.
    expect(placeToast(phone({ avoid: [button(100, 680)] }))).toBe(64 + TOAST_GAP);
  });

  it('with no free place, covers a secondary control rather than a primary action', () => {
    const primary = { ...button(64, 400), weight: PRIMARY_WEIGHT };
    const space = phone({ avoid: [primary, button(464, 316)] });
    const y = placeToast(space);
    expect(y + 60).toBeGreaterThan(464);
    expect(y).toBeGreaterThanOrEqual(464 + 4);
  });

  it('keeps its place while it is free, so it does not jump about, and moves once an action scrolls under it', () => {
    expect(placeToast(phone({ current: 400 }))).toBe(400);
    const moved = phone({ current: 400, avoid: [button(420)] });
    expect(covers(placeToast(moved), moved)).toBe(false);
  });

  it('stays between the header and the bottom menu whatever is on screen, covering as little as it must', () => {
    for (let first = 70; first < 780; first += 37) {
      for (const gap of [0, 20, 70, 140]) {
        const avoid = [button(first), button(first + 44 + gap), button(first - 44 - gap)];
        const space = phone({ avoid });
        const y = placeToast(space);
        expect(y, `${first}/${gap}`).toBeGreaterThanOrEqual(64 + TOAST_GAP);
        expect(y + 60, `${first}/${gap}`).toBeLessThanOrEqual(780 - TOAST_GAP);
        if (gap >= 60 + 2 * TOAST_GAP) expect(covers(y, space), `${first}/${gap}`).toBe(false);
      }
    }
  });

  it('on a desktop without a bottom menu stands at the bottom of the window', () => {
    expect(placeToast(phone({ top: 64, bottom: 900, left: 500, right: 1020 }))).toBe(900 - TOAST_GAP - 60);
  });
});
