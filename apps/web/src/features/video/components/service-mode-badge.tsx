import { itVideo, itVideoScreens } from '@sanity/shared/i18n/it-video';
import { type ServiceMode } from '@sanity/shared/schemas/video';
import { Video } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** 'Online' or 'In studio e online' on a service offered online (issue 29); nothing for one in the studio only, the default. */
export function ServiceModeBadge({ mode, className }: { mode: ServiceMode; className?: string }) {
  if (mode === 'in_studio') return null;
  return (
    <Badge tone="brand" className={className}>
      <Video aria-hidden="true" />
      {mode === 'online' ? itVideo.modeOnline : itVideoScreens.modeBothBadge}
    </Badge>
  );
}
