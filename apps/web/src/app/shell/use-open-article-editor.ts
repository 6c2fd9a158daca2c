import { CREATE_DIALOG_DELAY_MS } from '@sanity/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { openArticleEditor, preloadArticleEditor } from '../../features/articles/public/editor';

/**
 * 'Crea Contenuto' (spec §2, §9): a short press animation, then 'Crea Nuovo Contenuto' opens after
 * 200 ms. The editor's code starts loading during the delay.
 */
export function useOpenArticleEditor(): { pressed: boolean; open: () => void } {
  const [pressed, setPressed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = () => {
    setPressed(true);
    preloadArticleEditor();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setPressed(false);
      openArticleEditor();
    }, CREATE_DIALOG_DELAY_MS);
  };
  return { pressed, open };
}
