import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a section the hash names may take to appear (its card loads its own data). */
const WAIT_MS = 3000;

/**
 * Scrolls to the element the URL's hash names (/settings#indirizzo-studio) and moves the focus
 * there, as a browser does for a full page load: a client-side navigation does neither, and the
 * target may render only once its data has arrived.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let frame = 0;
    const reach = (): boolean => {
      const target = document.getElementById(id);
      if (!target) return false;
      // A frame later: the shell's scroll to the top on a new route (a parent's effect) runs after this one.
      frame = window.requestAnimationFrame(() => {
        target.scrollIntoView({ block: 'start' });
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      });
      return true;
    };
    const observer = new MutationObserver(() => {
      if (reach()) observer.disconnect();
    });
    if (!reach()) observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [hash]);
}
