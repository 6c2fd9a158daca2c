import { formatPracticeAddress, mapsUrlOf } from '@sanity/shared/domain/practice/address';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { ExternalLink } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * A practice address on one line with 'Apri in Mappe' under it. Several features show where a visit
 * takes place (directory, profile, booking, appointment details), so it lives beside the design system
 * rather than in one feature. The link opens in a new tab: the map must not replace the page the
 * patient is reading (or a half-filled booking).
 */
export function MapAddress({ address, className }: { address: PracticeAddress; className?: string }) {
  const line = formatPracticeAddress(address);
  return (
    <span className={cn('flex flex-col items-start gap-1', className)}>
      <span className="break-words">{line}</span>
      <MapLink address={address} />
    </span>
  );
}

export function MapLink({ address, className }: { address: PracticeAddress; className?: string }) {
  const m = itSettings.practiceAddress;
  return (
    <a
      href={mapsUrlOf(address)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={m.openInMapsLabel(formatPracticeAddress(address))}
      className={cn('inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline', className)}
    >
      {m.openInMaps}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
    </a>
  );
}
