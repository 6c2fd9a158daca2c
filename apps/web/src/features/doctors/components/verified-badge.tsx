import { itSettings } from '@sanity/shared/i18n/it-settings';
import { agreeWith, genderFromTitle } from '@sanity/shared/domain/text/italian-agreement';
import { BadgeCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/**
 * 'Verificato' (issue 13): the platform checked this doctor's registration. The word agrees with the
 * doctor when the name's title states the gender ('Dott.ssa … Verificata'), else it is the neutral
 * 'Profilo verificato' (issue 24). The icon is decoration; the visible word and the longer hint for
 * screen readers say it.
 */
export function VerifiedBadge({ name, className }: { name: string; className?: string }) {
  const t = itSettings.adminDoctors;
  return (
    <Badge tone="success" title={t.verifiedHint} className={className}>
      <BadgeCheck aria-hidden="true" />
      {agreeWith(genderFromTitle(name), t.verified)}
      <span className="sr-only"> – {t.verifiedHint}</span>
    </Badge>
  );
}
