import { useEffect } from 'react';

/**
 * Editors with a two-step save (the practice's services, hours and intake questions, the profile
 * forms, 'Crea Nuovo Contenuto') say here while they hold changes not yet saved (issue 24). The
 * router's guard (app/navigation-guard.tsx) asks before any navigation leaves the page while one
 * does; the browser asks on reload or close through `beforeunload`.
 */
const dirtyEditors = new Set<symbol>();

/** Whether some mounted editor holds unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirtyEditors.size > 0;
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  // The browser shows its own question (its text cannot be chosen); both calls for older engines.
  event.preventDefault();
  event.returnValue = '';
}

/** Marks the calling editor as holding unsaved changes while `dirty` is true (and it is mounted). */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('unsaved');
    dirtyEditors.add(token);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyEditors.delete(token);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
}
