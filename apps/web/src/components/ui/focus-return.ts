/**
 * Where focus goes when a dialog closes (issue 24). Radix returns it to the dialog's own Trigger
 * only: a dialog opened through state (a menu item, a row's button, a floating button) sent focus
 * to the top of the page, and so did one whose opener was re-rendered or removed by the action it
 * confirmed. The dialog wrapper remembers what had the focus when it opened and gives it back, or,
 * when that element is gone, the nearest place still on the page.
 */

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const NEAR_ANCESTORS = 5;

/** What had the focus when a dialog opened, with its ancestors (to find a neighbour if it goes). */
export type FocusOrigin = { opener: HTMLElement | null; ancestors: HTMLElement[] };

export function rememberFocusOrigin(): FocusOrigin {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  const ancestors: HTMLElement[] = [];
  for (let node = opener?.parentElement ?? null; node && node !== document.body; node = node.parentElement) ancestors.push(node);
  return { opener, ancestors };
}

/** Shown with a box (Safari before 17.4 has no checkVisibility: there the box alone decides). */
export const isShown = (el: Element) => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0);

const usable = (el: HTMLElement) => el.isConnected && !el.closest('[inert], [aria-hidden="true"]') && isShown(el);

/** The page's own heading, made focusable for the purpose (it is not a tab stop). */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading || !usable(heading)) return document.querySelector<HTMLElement>('main');
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Focus the opener if it is still on the page; otherwise the first control of its nearest ancestor
 * still on the page (its row, card or list), or the page's heading when only the page is left.
 */
export function restoreFocus({ opener, ancestors }: FocusOrigin): void {
  if (opener && usable(opener)) {
    opener.focus();
    return;
  }
  // Only a close ancestor (the row, card or list): further up, its first control is the top of the page again.
  const container = ancestors.slice(0, NEAR_ANCESTORS).find((node) => node.isConnected && node.tagName !== 'MAIN');
  const neighbour = container ? [...container.querySelectorAll<HTMLElement>(TABBABLE)].find(usable) : undefined;
  (neighbour ?? pageHeading())?.focus();
}
