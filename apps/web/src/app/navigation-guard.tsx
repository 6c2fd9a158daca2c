import { it } from '@sanity/shared/i18n/it';
import { type ReactNode, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Navigator, type To, UNSAFE_NavigationContext, useLocation } from 'react-router';
import { LazyConfirmDialog } from '../components/ui/lazy-dialog';
import { hasUnsavedChanges } from '../lib/unsaved-changes';

/** The history entry's position, which React Router's browser history keeps in `history.state.idx`. */
function historyIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

function pathnameOf(to: To): string | undefined {
  if (typeof to !== 'string') return to.pathname;
  return new URL(to, window.location.href).pathname;
}

/**
 * Asks before leaving a page whose editor holds unsaved changes (lib/unsaved-changes.ts), in the
 * app's own dialog. The app uses a declarative router, which has no `useBlocker`, so this re-provides
 * the router's navigator: a push to another page (links, the nav bars, `navigate()`) waits for the
 * answer. Replacements pass (redirects of the route guard, a query parameter tidied up), as do
 * pushes within the same page (the editor stays mounted). Back and forward are caught on `popstate`
 * before the router hears it (see the listener below), the entry is restored,
 * and the move is made again when the person chooses to leave.
 */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const context = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const current = useRef({ pathname: location.pathname, idx: undefined as number | undefined });

  useLayoutEffect(() => {
    current.current = { pathname: location.pathname, idx: historyIndex(window.history.state) };
  }, [location]);

  const value = useMemo(() => {
    const parent = context.navigator;
    const navigator: Navigator = {
      createHref: (to) => parent.createHref(to),
      ...(parent.createURL ? { createURL: (to: To) => parent.createURL!(to) } : {}),
      ...(parent.encodeLocation ? { encodeLocation: (to: To) => parent.encodeLocation!(to) } : {}),
      go: (delta) => parent.go(delta),
      push: (to, state, options) => {
        const go = () => parent.push(to, state, options);
        if (hasUnsavedChanges() && pathnameOf(to) !== current.current.pathname) setPending(() => go);
        else go();
      },
      replace: (to, state, options) => parent.replace(to, state, options),
    };
    return { ...context, navigator };
  }, [context]);

  // A layout effect of a child runs before the BrowserRouter's own, which starts its history
  // listener: this listener is registered first, and capturing, so it hears a popstate first.
  useLayoutEffect(() => {
    // 'restoring': the move back this guard made itself; 'leaving': the move the person confirmed.
    let restoring = false;
    let leaving = false;
    const onPopState = (event: PopStateEvent) => {
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      if (leaving) {
        leaving = false;
        return;
      }
      const from = current.current.idx;
      const to = historyIndex(event.state);
      if (!hasUnsavedChanges() || from === undefined || to === undefined || to === from) return;
      if (window.location.pathname === current.current.pathname) return;
      event.stopImmediatePropagation();
      restoring = true;
      window.history.go(from - to);
      setPending(() => () => {
        leaving = true;
        window.history.go(to - from);
      });
    };
    window.addEventListener('popstate', onPopState, true);
    return () => window.removeEventListener('popstate', onPopState, true);
  }, []);

  const u = it.unsavedChanges;
  return (
    <UNSAFE_NavigationContext.Provider value={value}>
      {children}
      <LazyConfirmDialog
        open={pending !== null}
        title={u.title}
        text={u.text}
        keep={u.stay}
        confirm={u.leave}
        pending={false}
        onClose={() => setPending(null)}
        onConfirm={() => {
          const leave = pending;
          setPending(null);
          leave?.();
        }}
      />
    </UNSAFE_NavigationContext.Provider>
  );
}
