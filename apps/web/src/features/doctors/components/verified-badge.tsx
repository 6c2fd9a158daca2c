import { it } from '@sanity/shared/i18n/it';
import { BadgeCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/**
 * 'Verificato' (issue 13): the platform checked this doctor's registration. The icon is decoration;
 * the visible word and the longer hint for screen readers say it.
 */
export function VerifiedBadge({ className }: { className?: string }) {
  const t = it.adminDoctors;
  return (
    <Badge tone="success" title={t.verifiedHint} className={className}>
      <BadgeCheck aria-hidden="true" />
      {t.verified}
      <span className="sr-only"> – {t.verifiedHint}</span>
    </Badge>
  );
}
