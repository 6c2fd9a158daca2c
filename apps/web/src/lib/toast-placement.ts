/**
 * Where the toast goes so that it covers nothing a person is using (issue 24): not the right
 * sidebar's Igea, not the phone's bottom bar nor the doctors' floating buttons, and never an open
 * dialog's title or buttons. Pure: the toaster measures the page and applies the answer.
 */

export type Rect = { top: number; right: number; bottom: number; left: number };
export type ToastPosition = 'top-center' | 'top-right' | 'top-left' | 'bottom-center' | 'bottom-right' | 'bottom-left';

export type Layout = {
  width: number;
  height: number;
  /** Doctors below lg have two floating buttons at the bottom right. */
  fabs: boolean;
  /** The open dialog on top, if any, and its title's box. */
  dialog: { box: Rect; title: Rect | null } | null;
};

/** What sonner needs: a position and the distance from the edges it is anchored to, in px. */
export type Placement = { position: ToastPosition; top: number; bottom: number; left: number; right: number };

/** Sonner's own sizes: toasts 356 px wide, full width (minus the side offsets) up to 600 px. */
export const TOAST_WIDTH = 356;
const PHONE_MAX = 600;
/** A toast with a title and a line of description, rounded up. */
export const TOAST_HEIGHT = 80;
const EDGE = 24;
const PHONE_EDGE = 16;
const GAP = 12;
/** The app's breakpoints (md, lg), the bottom bar's height, the right sidebar's width (w-80). */
const MD = 768;
const LG = 1024;
const BOTTOM_BAR = 64;
const SIDEBAR = 320;
/** The floating buttons' column (56 px at 16 px from the edge) and a gap. */
const FAB_COLUMN = 16 + 56 + GAP;

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where the page puts it when no dialog is open. */
function basePlacement({ width, fabs }: Layout): Placement {
  if (width < MD) {
    // Above the bottom bar, where the thumb and the eye are after a tap; clear of the floating buttons.
    return { position: 'bottom-center', bottom: BOTTOM_BAR + GAP, top: PHONE_EDGE, left: PHONE_EDGE, right: fabs ? FAB_COLUMN : PHONE_EDGE };
  }
  if (width < LG) return { position: fabs ? 'bottom-center' : 'bottom-right', bottom: EDGE, top: EDGE, left: EDGE, right: EDGE };
  // The main column's bottom right corner: the right sidebar (Igea at its foot) stays clear.
  return { position: 'bottom-right', bottom: EDGE, top: EDGE, left: EDGE, right: SIDEBAR + EDGE };
}

/** The box a toast placed so would cover. */
export function toastBox(p: Placement, { width, height }: Pick<Layout, 'width' | 'height'>): Rect {
  const phone = width <= PHONE_MAX;
  let left: number;
  let right: number;
  if (phone) {
    left = p.left;
    right = width - p.right;
  } else if (p.position.endsWith('right')) {
    right = width - p.right;
    left = right - TOAST_WIDTH;
  } else if (p.position.endsWith('left')) {
    left = p.left;
    right = left + TOAST_WIDTH;
  } else {
    left = (width - TOAST_WIDTH) / 2;
    right = left + TOAST_WIDTH;
  }
  const top = p.position.startsWith('top') ? p.top : height - p.bottom - TOAST_HEIGHT;
  return { top, bottom: top + TOAST_HEIGHT, left, right };
}

/**
 * With a dialog open: the page's place if it misses the dialog, else a corner or edge beside it;
 * when the dialog covers the whole screen (a phone, a tall form), just under its title, where its
 * body is — never over its title or its buttons at the foot.
 */
export function placeToast(layout: Layout): Placement {
  const base = basePlacement(layout);
  const { dialog } = layout;
  if (!dialog) return base;
  const edge = layout.width <= PHONE_MAX ? PHONE_EDGE : EDGE;
  const candidates: Placement[] = [
    base,
    { ...base, position: 'top-center', top: edge },
    { ...base, position: 'bottom-right', bottom: edge, right: edge },
    { ...base, position: 'top-right', top: edge, right: edge },
    { ...base, position: 'bottom-left', bottom: edge, left: edge },
    { ...base, position: 'top-left', top: edge, left: edge },
  ];
  const free = candidates.find((p) => !overlaps(toastBox(p, layout), dialog.box));
  if (free) return free;
  const under = (dialog.title ?? dialog.box).bottom + GAP;
  return { ...base, position: 'top-center', top: Math.max(under, edge) };
}
