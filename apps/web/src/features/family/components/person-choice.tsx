import { itFamilyWeb as t } from '@sanity/shared/i18n/it-family-web';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { bookableMembers, type FamilyMember, useFamilyMembers } from '../api/family-api';
import { LazyMemberFormDialog, preloadMemberForm } from '../public/dialogs';

export type PersonChoiceProps = {
  /** The holder's name as the details show it ('Per me (Maria Rossi)'). */
  holderName: string;
  /** The chosen member's id; null = the holder. */
  selected: string | null;
  onSelect: (member: FamilyMember | null) => void;
};

/**
 * 'Per chi è la visita?' in the booking dialog (issue 30): the holder ('Per me') or one of the
 * members they still act for, plus 'Aggiungi un familiare' (the member's form over the dialog; the
 * new member is chosen). Without members only the quick way to add one shows.
 */
export function PersonChoice({ holderName, selected, onSelect }: PersonChoiceProps) {
  const members = useFamilyMembers();
  const [adding, setAdding] = useState(false);
  const [round, setRound] = useState(0);
  const legendId = useId();
  const people = bookableMembers(members.data);

  if (members.isPending) return <LoadingText>{t.forWhom}</LoadingText>;
  // A failed list leaves the booking for the holder, as before this feature.
  if (members.isError) return null;

  const addButton = (
    <Button
      variant="outline"
      size="sm"
      className="self-start"
      aria-haspopup="dialog"
      onPointerEnter={preloadMemberForm}
      onFocus={preloadMemberForm}
      onClick={() => {
        setRound((r) => r + 1);
        setAdding(true);
      }}
    >
      {/* No icon: one more icon shared by three lazy chunks would move into every page's first load (vite.config.ts). */}
      {t.addQuick}
    </Button>
  );

  const options: Array<{ id: string | null; label: string; member: FamilyMember | null }> = [
    { id: null, label: t.forMe(holderName), member: null },
    ...people.map((m) => ({ id: m.id, label: t.memberOption(m.fullName, m.relationshipLabel), member: m })),
  ];

  return (
    <>
      {people.length === 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">{t.bookForOther}</p>
          {addButton}
        </div>
      ) : (
        <fieldset role="radiogroup" aria-labelledby={legendId} className="flex flex-col gap-2">
          <legend id={legendId} className="mb-1 text-sm font-medium text-slate-800">
            {t.forWhom}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {options.map((o) => {
              const checked = selected === o.id;
              return (
                <label
                  key={o.id ?? 'me'}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                    checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-300',
                  )}
                >
                  <input type="radio" name="booking-person" checked={checked} onChange={() => onSelect(o.member)} className="size-4 shrink-0 accent-brand-700" />
                  <span className="min-w-0 font-medium break-words text-slate-900">{o.label}</span>
                </label>
              );
            })}
          </div>
          {addButton}
        </fieldset>
      )}
      <LazyMemberFormDialog key={round} open={adding} member={null} onClose={() => setAdding(false)} onSaved={(m) => onSelect(m)} />
    </>
  );
}
