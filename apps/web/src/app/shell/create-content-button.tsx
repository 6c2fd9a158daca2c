import { CREATE_DIALOG_DELAY_MS } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { openArticleEditor, preloadArticleEditor } from '../../features/articles/editor/editor-launcher';

/** Doctors' 'Crea Contenuto': a short press animation, then 'Crea Nuovo Contenuto' opens after 200 ms (spec §2, §9). */
export function CreateContentButton() {
  const [pressed, setPressed] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClick = () => {
    setPressed(true);
    preloadArticleEditor();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setPressed(false);
      openArticleEditor();
    }, CREATE_DIALOG_DELAY_MS);
  };

  return (
    <Button size="lg" className={cn('w-full', pressed && 'animate-press')} onClick={onClick}>
      <PenLine aria-hidden="true" />
      {it.shell.createContent}
    </Button>
  );
}
