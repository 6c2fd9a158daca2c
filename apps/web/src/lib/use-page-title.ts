import { useEffect } from 'react';

/** Sets the document title of a screen ("Dashboard · Sanity"), so tabs and screen readers say where you are. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Sanity`;
  }, [title]);
}
