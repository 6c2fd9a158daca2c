import { describe, expect, it } from 'vitest';
import { type Layout, placeToast, type Rect, toastBox } from './toast-placement';

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const rect = (left: number, top: number, right: number, bottom: number): Rect => ({ left, top, right, bottom });

describe('placeToast', () => {
  it('keeps a desktop toast off the right sidebar, at the main column’s bottom right', () => {
    const layout: Layout = { width: 1280, height: 720, fabs: false, dialog: null };
    const box = toastBox(placeToast(layout), layout);
    expect(box.right).toBeLessThanOrEqual(1280 - 320);
    expect(box.bottom).toBeGreaterThan(600);
  });

  it('puts a phone toast above the bottom bar and clear of the doctors’ floating buttons', () => {
    const layout: Layout = { width: 360, height: 740, fabs: true, dialog: null };
    const box = toastBox(placeToast(layout), layout);
    expect(box.bottom).toBeLessThanOrEqual(740 - 64);
    expect(box.right).toBeLessThanOrEqual(360 - 16 - 56);
  });

  it('moves beside a dialog that would be covered', () => {
    // A tall centred dialog reaching the bottom of a 1280 × 720 screen.
    const dialog = { box: rect(384, 16, 896, 704), title: rect(408, 40, 860, 68) };
    const layout: Layout = { width: 1280, height: 720, fabs: false, dialog };
    expect(overlaps(toastBox(placeToast(layout), layout), dialog.box)).toBe(false);
  });

  it('when the dialog fills the screen, goes under its title and above its foot', () => {
    const dialog = { box: rect(0, 0, 360, 740), title: rect(16, 16, 300, 44) };
    const layout: Layout = { width: 360, height: 740, fabs: false, dialog };
    const box = toastBox(placeToast(layout), layout);
    expect(box.top).toBeGreaterThanOrEqual(44);
    expect(box.bottom).toBeLessThan(740 - 100);
  });
});
