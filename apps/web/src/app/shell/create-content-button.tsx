import { it } from '@sanity/shared/i18n/it';
import { PenLine } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useOpenArticleEditor } from './use-open-article-editor';

/** Doctors' 'Crea Contenuto': a short press animation, then 'Crea Nuovo Contenuto' opens after 200 ms (spec §2, §9). */
export function CreateContentButton() {
  const { pressed, open: onClick } = useOpenArticleEditor();

  return (
    <Button size="lg" className={cn('w-full', pressed && 'animate-press')} onClick={onClick}>
      <PenLine aria-hidden="true" />
      {it.shell.createContent}
    </Button>
  );
}
