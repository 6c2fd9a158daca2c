import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import type { StaffMember } from '@sanity/shared/schemas/staff';
import { CircleAlert, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, danger } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingText } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useResendInvitation, useRevokeStaff, useTeam, useUpdateStaff } from '../api/team';
import { InviteDialog } from './invite-dialog';

const t = itStaffWeb.team;
const TONE = { invitata: 'amber', attiva: 'success', revocata: 'neutral' } as const;

/** The anchor of the card: /settings#collaboratori. */
export const STAFF_ANCHOR = 'collaboratori';

const nameOf = (m: StaffMember) => m.account?.name || m.email;

/**
 * 'Collaboratori' (issue 30 point 3), in the doctor's settings: invite by e-mail, the list with each
 * one's state, the 'accesso clinico' switch, a new link for an invitation not yet accepted, and
 * 'Revoca' (asked first; it ends the access on the very next request).
 */
export default function StaffCard() {
  const titleId = useId();
  const team = useTeam();
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<StaffMember | null>(null);
  const revoke = useRevokeStaff();
  const members = team.data ?? [];

  let content;
  if (team.isPending) content = <LoadingText>{t.title}</LoadingText>;
  else if (team.isError) content = <EmptyState icon={CircleAlert} tone="error" title={t.loadError} />;
  else if (members.length === 0) content = <EmptyState icon={Users} title={t.empty} description={t.emptyHint} />;
  else {
    content = (
      <ul aria-label={t.listLabel} className="flex flex-col divide-y divide-slate-100">
        {members.map((member) => (
          <MemberRow key={member.id} member={member} onRevoke={() => setRevoking(member)} />
        ))}
      </ul>
    );
  }

  return (
    <Card id={STAFF_ANCHOR} role="region" aria-labelledby={titleId} className="scroll-mt-24">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle id={titleId}>{t.title}</CardTitle>
          <CardDescription>{t.hint}</CardDescription>
        </div>
        <Button variant="outline" className="shrink-0 self-start" onClick={() => setInviting(true)} aria-haspopup="dialog">
          <UserPlus aria-hidden="true" />
          {t.invite}
        </Button>
      </CardHeader>
      <CardContent>{content}</CardContent>
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title={t.revokeTitle}
        text={revoking ? t.revokeText(nameOf(revoking)) : ''}
        keep={t.revokeKeep}
        confirm={t.revokeConfirm}
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(t.revoked);
              setRevoking(null);
            },
            onError: (failure) => toast.error(t.error, { description: errorMessage(failure) }),
          })
        }
      />
    </Card>
  );
}

function MemberRow({ member, onRevoke }: { member: StaffMember; onRevoke: () => void }) {
  const switchId = useId();
  const update = useUpdateStaff();
  const resend = useResendInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const name = nameOf(member);
  const revoked = member.status === 'revocata';
  const since =
    member.status === 'revocata'
      ? t.revokedOn(formatLongDate(member.revokedAt) ?? '')
      : member.status === 'attiva'
        ? t.acceptedOn(formatLongDate(member.acceptedAt) ?? '')
        : t.invitedOn(formatLongDate(member.invitedAt) ?? '');

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">{name}</span>
            <Badge tone={TONE[member.status]}>{t.status[member.status]}</Badge>
          </p>
          {member.account && member.account.email !== member.email ? <p className="text-sm break-all text-slate-700">{member.account.email}</p> : null}
          <p className="text-xs text-slate-600">{since}</p>
        </div>
        {revoked ? null : (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {member.status === 'invitata' ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(member.id, {
                    onSuccess: () => toast.success(t.resent, { description: t.invitedText(member.email) }),
                    onError: (e) => setFailure(errorMessage(e, t.error)),
                  })
                }
              >
                {t.resend}
              </Button>
            ) : null}
            <Button variant="outline" size="sm" className={danger.outline} onClick={onRevoke} aria-label={t.revokeFor(name)}>
              {t.revoke}
            </Button>
          </div>
        )}
      </div>
      {revoked ? null : (
        <div className="flex items-start gap-3">
          <Switch
            id={switchId}
            checked={member.clinical}
            disabled={update.isPending}
            aria-label={t.clinicalFor(name)}
            aria-describedby={`${switchId}-hint`}
            onCheckedChange={(clinical) =>
              update.mutate(
                { id: member.id, clinical },
                { onSuccess: (m) => toast.success(t.clinicalSaved(m.clinical)), onError: (e) => setFailure(errorMessage(e, t.error)) },
              )
            }
          />
          <div className="flex flex-col gap-0.5">
            <span className="text-sm font-semibold text-slate-900" aria-hidden="true">
              {t.clinical}
            </span>
            <p id={`${switchId}-hint`} className="text-sm text-slate-600">
              {t.clinicalHint}
            </p>
          </div>
        </div>
      )}
      {failure ? <Alert>{failure}</Alert> : null}
    </li>
  );
}
