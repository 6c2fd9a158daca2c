import { itFamily } from '@sanity/shared/i18n/it-family';
import { itFamilyWeb as t } from '@sanity/shared/i18n/it-family-web';
import { CheckboxField } from '../../../components/ui/checkbox';

type Props = {
  /** Members in the holder's care (erased with the account) and those handed over (their history stays theirs). */
  family: { members: number; handedOver: number };
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /** The refused submit's word, shown under the box. */
  error?: string | undefined;
};

/**
 * What erasing a holder's account does to their family (issue 30): members in their care and
 * their visits go with it (an explicit confirmation the server asks for), members handed over keep
 * theirs. Inside 'Elimina account'; nothing without any member.
 */
export function FamilyErasureNotice({ family, confirmed, onConfirmedChange, error }: Props) {
  if (family.members === 0 && family.handedOver === 0) return null;
  return (
    <section aria-labelledby="family-erasure" className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50/60 p-3">
      <h3 id="family-erasure" className="font-semibold text-slate-900">
        {t.erasureTitle}
      </h3>
      {family.members > 0 ? <p>{t.erasureMembers(family.members)}</p> : null}
      {family.handedOver > 0 ? <p>{t.erasureHandedOver(family.handedOver)}</p> : null}
      {family.members > 0 ? (
        <>
          <p className="text-slate-600">{t.erasureAdvice}</p>
          <CheckboxField label={t.erasureConfirm} checked={confirmed} onCheckedChange={onConfirmedChange} error={error} />
        </>
      ) : null}
    </section>
  );
}

/** The message of a refused submit without the confirmation. */
export const familyConfirmRequired = itFamily.confirmRequired;
