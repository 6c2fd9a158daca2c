import { itVideoShell } from '@sanity/shared/i18n/it-video-shell';
import { type VisitModes } from '@sanity/shared/schemas/doctors';
import { Video } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** The directory card's word for a doctor's visit modes; none for the studio only (the default) or no active service. */
export function visitModesLabel({ inStudio, online }: VisitModes): string | null {
  if (!online) return null;
  return inStudio ? itVideoShell.alsoOnline : itVideoShell.onlyOnline;
}

/**
 * 'Anche online' / 'Solo online' on a directory card (issue 29). The directory is in the first
 * load, so its words come from the small `itVideoShell`, not it-video.ts.
 */
export function VisitModesBadge({ modes, className }: { modes: VisitModes; className?: string }) {
  const label = visitModesLabel(modes);
  if (!label) return null;
  return (
    <Badge tone="brand" className={className}>
      <Video aria-hidden="true" />
      {label}
    </Badge>
  );
}
