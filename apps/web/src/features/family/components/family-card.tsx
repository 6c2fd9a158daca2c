import { itFamilyWeb as t } from '@sanity/shared/i18n/it-family-web';
import { MailPlus, MailX, Pencil, Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, danger } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LazyConfirmDialog } from '../../../components/ui/lazy-dialog';
import { LoadingText } from '../../../components/ui/spinner';
import { reportServerError } from '../../../lib/server-error';
import { toast } from '../../../lib/toast';
import { type FamilyMember, useDeleteFamilyMember, useFamilyMembers, useRevokeFamilyInvitation } from '../api/family-api';
import { italianDay, italianDayOfInstant, memberActions } from '../family-view';
import { LazyInviteDialog, LazyMemberFormDialog } from '../public/dialogs';

/** What a dialog of the card is open for. */
type Open = { kind: 'form'; member: FamilyMember | null } | { kind: 'invite'; member: FamilyMember } | { kind: 'remove'; member: FamilyMember } | { kind: 'revoke'; member: FamilyMember } | null;

/**
 * Settings › 'Familiari' (issue 30): the people in the patient's care, each with what may be done
 * for them (edit, remove, invite a member of age to an account of their own, cancel the invitation)
 * and where they stand ('Invito inviato', 'Ha un account suo'). The form and the invitation are lazy
 * dialogs; removal and cancelling an invitation ask first.
 */
export default function FamilyCard() {
  const members = useFamilyMembers();
  const [open, setOpen] = useState<Open>(null);
  // The last dialog's member stays while it closes (its fade-out shows the same text).
  const [form, setForm] = useState<{ member: FamilyMember | null; round: number }>({ member: null, round: 0 });
  const [invited, setInvited] = useState<FamilyMember | null>(null);
  const remove = useDeleteFamilyMember();
  const revoke = useRevokeFamilyInvitation();

  const openForm = (member: FamilyMember | null) => {
    // A fresh form at every opening (its defaults are the member's, or empty).
    setForm((f) => ({ member, round: f.round + 1 }));
    setOpen({ kind: 'form', member });
  };
  const openInvite = (member: FamilyMember) => {
    setInvited(member);
    setOpen({ kind: 'invite', member });
  };
  const target = open && open.kind !== 'form' ? open.member : null;

  return (
    <Card id="familiari" className="scroll-mt-20">
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex flex-col gap-1">
          <CardTitle>{t.title}</CardTitle>
          <CardDescription>{t.intro}</CardDescription>
        </div>
        <Button variant="secondary" className="mt-2 self-start sm:mt-0 sm:shrink-0" onClick={() => openForm(null)} aria-haspopup="dialog">
          <UserPlus aria-hidden="true" />
          {t.add}
        </Button>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <LoadingText>{t.title}</LoadingText>
        ) : members.isError ? (
          <Alert>
            {t.loadError}{' '}
            <Button variant="link" onClick={() => void members.refetch()}>
              {t.retry}
            </Button>
          </Alert>
        ) : members.data.length === 0 ? (
          <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-4 text-sm text-slate-600">
            <Users className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <span>
              <span className="block font-medium text-slate-800">{t.empty}</span>
              {t.emptyHint}
            </span>
          </div>
        ) : (
          <ul aria-label={t.listLabel} className="flex flex-col gap-3">
            {members.data.map((m) => (
              <MemberRow key={m.id} member={m} onEdit={() => openForm(m)} onInvite={() => openInvite(m)} onRemove={() => setOpen({ kind: 'remove', member: m })} onRevoke={() => setOpen({ kind: 'revoke', member: m })} />
            ))}
          </ul>
        )}
      </CardContent>
      <LazyMemberFormDialog key={form.round} open={open?.kind === 'form'} member={form.member} onClose={() => setOpen(null)} />
      {invited ? <LazyInviteDialog key={invited.id} open={open?.kind === 'invite'} member={invited} onClose={() => setOpen(null)} /> : null}
      <LazyConfirmDialog
        open={open?.kind === 'remove'}
        title={t.removeTitle(target?.fullName ?? '')}
        text={t.removeText(target?.fullName ?? '')}
        keep={t.removeKeep}
        confirm={t.removeConfirm}
        pending={remove.isPending}
        onClose={() => setOpen(null)}
        onConfirm={() => {
          if (!target) return;
          remove.mutate(target.id, {
            onSuccess: () => {
              toast.success(t.removed(target.fullName));
              setOpen(null);
            },
            onError: (error) => {
              reportServerError(error, { title: t.removeError, fallback: t.removeError });
              setOpen(null);
            },
          });
        }}
      />
      <LazyConfirmDialog
        open={open?.kind === 'revoke'}
        title={t.inviteRevokeTitle(target?.fullName ?? '')}
        text={t.inviteRevoked}
        keep={t.removeKeep}
        confirm={t.inviteRevoke}
        pending={revoke.isPending}
        onClose={() => setOpen(null)}
        onConfirm={() => {
          if (!target) return;
          revoke.mutate(target.id, {
            onSuccess: () => {
              toast.success(t.inviteRevoked);
              setOpen(null);
            },
            onError: (error) => {
              reportServerError(error, { title: t.inviteRevokeError, fallback: t.inviteRevokeError });
              setOpen(null);
            },
          });
        }}
      />
    </Card>
  );
}

type RowProps = { member: FamilyMember; onEdit: () => void; onInvite: () => void; onRemove: () => void; onRevoke: () => void };

function MemberRow({ member: m, onEdit, onInvite, onRemove, onRevoke }: RowProps) {
  const can = memberActions(m);
  return (
    // The actions under the person (up to four buttons: beside the text they squeezed it to a word a line).
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{m.fullName}</span>
          <Badge tone="neutral">{m.relationshipLabel}</Badge>
          {m.state === 'invited' ? <Badge tone="amber">{t.stateInvited}</Badge> : null}
          {m.state === 'handed_over' ? <Badge tone="success">{t.stateHandedOver}</Badge> : null}
        </div>
        <p className="text-sm text-slate-600">
          {t.bornOn(italianDay(m.birthDate))}
          {m.appointmentCount > 0 ? ` · ${t.visits(m.appointmentCount)}` : null}
        </p>
        {/* On a line of its own: 16 characters that must not break (360 px). */}
        {m.codiceFiscale ? (
          <p className="text-sm text-slate-600">
            {t.codiceFiscale}: <span className="font-mono text-slate-800">{m.codiceFiscale}</span>
          </p>
        ) : null}
        {m.state === 'invited' && m.invitation ? <p className="text-sm wrap-anywhere text-slate-700">{t.invitePending(m.invitation.email, italianDayOfInstant(m.invitation.expiresAt))}</p> : null}
        {m.state === 'handed_over' && m.handedOverAt ? <p className="text-sm text-slate-700">{t.handedOverNote(italianDayOfInstant(m.handedOverAt))}</p> : null}
        {m.state !== 'handed_over' && !m.isAdult ? <p className="text-xs text-slate-600">{t.adultFrom(italianDay(m.adultFrom))}</p> : null}
        {can.edit && !can.remove ? <p className="text-xs text-slate-600">{t.hasVisitsNote}</p> : null}
      </div>
      {can.edit ? (
        <div className="flex flex-wrap gap-2">
          {can.invite ? (
            <Button variant="secondary" size="sm" onClick={onInvite} aria-haspopup="dialog" aria-label={t.inviteLabel(m.fullName)}>
              <MailPlus aria-hidden="true" />
              {m.state === 'invited' ? t.inviteResend : t.invite}
            </Button>
          ) : null}
          {can.revoke ? (
            <Button variant="outline" size="sm" onClick={onRevoke} aria-haspopup="dialog" aria-label={t.inviteRevokeLabel(m.fullName)}>
              <MailX aria-hidden="true" />
              {t.inviteRevoke}
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={onEdit} aria-haspopup="dialog" aria-label={t.editLabel(m.fullName)}>
            <Pencil aria-hidden="true" />
            {t.edit}
          </Button>
          {can.remove ? (
            <Button variant="outline" size="sm" className={danger.outline} onClick={onRemove} aria-haspopup="dialog" aria-label={t.removeLabel(m.fullName)}>
              <Trash2 aria-hidden="true" />
              {t.remove}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
