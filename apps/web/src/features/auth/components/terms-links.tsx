import { it } from '@sanity/shared/i18n/it';
import { LEGAL_PATHS, NewTabLink } from '../../../components/legal-links';

/** Under the registration's terms checkbox: 'Leggi i termini e le condizioni e l'informativa sulla privacy.' */
export function TermsLinks({ doctor }: { doctor: boolean }) {
  const l = it.legal;
  return (
    <p className="-mt-2 text-xs text-slate-600">
      {l.readBefore}
      <NewTabLink to={LEGAL_PATHS.terms}>{doctor ? l.doctorTermsLink : l.termsLink}</NewTabLink>
      {l.readMiddle}
      <NewTabLink to={LEGAL_PATHS.privacy}>{l.privacyLink}</NewTabLink>
      {l.readAfter}
    </p>
  );
}
