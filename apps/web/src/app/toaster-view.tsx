import { TOAST_DURATION_MS, TOAST_LIMIT } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { useEffect, useState } from 'react';
import { Toaster, toast } from 'sonner';
import { isShown } from '../components/ui/focus-return';
import { toasterReady } from '../lib/toast';
import { type Layout, type Placement, placeToast, type Rect } from '../lib/toast-placement';

const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

const boxOf = (el: Element): Rect => {
  const { top, right, bottom, left } = el.getBoundingClientRect();
  return { top, right, bottom, left };
};

function measure(): Layout {
  const dialogs = document.querySelectorAll(OPEN_DIALOGS);
  const top = dialogs.item(dialogs.length - 1) as Element | null;
  const title = top?.querySelector('h2') ?? null;
  const fabs = document.querySelector('[data-floating-buttons]');
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    fabs: fabs !== null && isShown(fabs),
    dialog: top ? { box: boxOf(top), title: title ? boxOf(title) : null } : null,
  };
}

const same = (a: Placement, b: Placement) =>
  a.position === b.position && a.top === b.top && a.bottom === b.bottom && a.left === b.left && a.right === b.right;

/**
 * The placement follows the page: the viewport's size, the doctors' floating buttons, and the open
 * dialog on top (Radix portals its dialogs into <body>; a dialog that grows, like the booking wizard
 * between steps, is measured again).
 */
function useToastPlacement(): Placement {
  const [placement, setPlacement] = useState<Placement>(() => placeToast({ width: 1280, height: 800, fabs: false, dialog: null }));
  useEffect(() => {
    let watched: Element | null = null;
    const sizes = new ResizeObserver(() => update());
    function update() {
      const next = placeToast(measure());
      setPlacement((current) => (same(current, next) ? current : next));
      const dialogs = document.querySelectorAll(OPEN_DIALOGS);
      const top = dialogs.item(dialogs.length - 1) as Element | null;
      if (top !== watched) {
        if (watched) sizes.unobserve(watched);
        if (top) sizes.observe(top);
        watched = top;
      }
    }
    const portals = new MutationObserver(update);
    portals.observe(document.body, { childList: true });
    window.addEventListener('resize', update);
    update();
    return () => {
      portals.disconnect();
      sizes.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return placement;
}

/**
 * Sonner with the spec §9 behaviour (1 visible, 5000 ms, F8) placed where it covers nothing a person
 * is using (lib/toast-placement.ts). On phones the bottom offset adds the safe area under the bar.
 * Loaded with the first toast (lib/toast.ts); the Toaster's own effects, which subscribe it, run
 * before this component's, so the toasts waiting for it are handed over once it listens.
 */
export default function ToasterView() {
  useEffect(() => toasterReady(toast), []);
  const { position, top, right, bottom, left } = useToastPlacement();
  const bottomOffset = position.startsWith('bottom') ? `calc(${bottom}px + env(safe-area-inset-bottom))` : bottom;
  const offset = { top, right, bottom: bottomOffset, left };
  return (
    <Toaster
      position={position}
      offset={offset}
      mobileOffset={offset}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      hotkey={['F8']}
      richColors
      closeButton
      containerAriaLabel={it.shell.toastRegion}
      toastOptions={{ closeButtonAriaLabel: it.shell.toastClose, className: 'font-sans' }}
    />
  );
}
