import { itVideoShell } from '@sanity/shared/i18n/it-video-shell';
import { Video } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/**
 * 'Televisita' on an online visit (issue 29): the sidebar's cards, the lists and the details. The only
 * piece of the feature in the first load, so it takes its one word from the small `itVideoShell`.
 */
export function TelevisitBadge({ className }: { className?: string }) {
  return (
    <Badge tone="brand" className={className}>
      <Video aria-hidden="true" />
      {itVideoShell.televisit}
    </Badge>
  );
}
