import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Opens 'Crea Nuovo Contenuto' from anywhere in the shell (sidebar button, floating button). The
 * dialog's code is a separate chunk (React.lazy), fetched on the first opening only.
 */
let open = false;
const listeners = new Set<() => void>();
const openListeners = new Set<() => void>();

function set(value: boolean) {
  open = value;
  listeners.forEach((l) => l());
  if (value) openListeners.forEach((l) => l());
}

export function openArticleEditor() {
  set(true);
}

/** Called when the editor opens (the shell closes its side sheet). Returns the unsubscribe. */
export function onArticleEditorOpen(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loadDialog = () => import('./components/article-editor-dialog');
const ArticleEditorDialog = lazy(loadDialog);

/** Starts fetching the dialog's chunk (during the button's 200 ms animation). */
export function preloadArticleEditor() {
  void loadDialog();
}

/** Rendered once in the shell for doctors. */
export function ArticleEditorHost() {
  const isOpen = useSyncExternalStore(subscribe, () => open, () => false);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ArticleEditorDialog onClose={() => set(false)} />
    </Suspense>
  );
}
