import { it } from '@sanity/shared/i18n/it';
import { isDoctorRole, type RoleBadge, roleBadgesOf } from '@sanity/shared/domain/roles';
import { type User } from '@sanity/shared/schemas/auth';
import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { UpcomingAppointments } from '../../features/appointments/public/upcoming-appointments';
import { useActingPractice } from '../../features/auth/api/get-me';
import { displayNameOf, initialsSourceOf } from '../../lib/user-names';
import { ChatBlock } from './chat-block';
import { CreateContentButton } from './create-content-button';
import { IgeaScreen } from './igea-screen';

const BADGE_TONE = { doctor: 'brand', patient: 'neutral', admin: 'amber' } as const satisfies Record<RoleBadge, string>;
const BADGE_LABEL: Record<RoleBadge, string> = { doctor: it.shell.doctor, patient: it.shell.patient, admin: it.shell.administrator };

/**
 * What the right sidebar shows: who you are, next appointments, create content (doctors), Igea.
 * In the profile sheet of smaller screens (`inSheet`) Igea is an entry opening her own screen
 * over the sheet instead of a chat squeezed at its foot (issue 24).
 */
export function SidebarContent({ user, inSheet = false }: { user: User; inSheet?: boolean }) {
  const name = displayNameOf(user);
  // Issue 30: staff in a practice see its next visits, and write no content of their own there.
  const practice = useActingPractice();
  const agendaRole = practice ? 'doctor' : user.role;
  const doctor = isDoctorRole(user.role) && !practice;
  const upcomingId = useId();
  return (
    <div className="flex min-h-full flex-col gap-5">
      <div className="flex items-center gap-3">
        <Avatar name={initialsSourceOf(user)} src={user.avatar} alt={it.shell.avatarAlt(displayNameOf(user))} size="md" />
        <div className="flex min-w-0 flex-col">
          <p className="line-clamp-2 font-semibold break-words text-slate-900" title={name}>
            {name}
          </p>
          <p className="truncate text-xs text-slate-600">
            {it.shell.userId}: <span className="font-mono">{user.userid}</span>
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            {roleBadgesOf(user).map((role) => (
              <Badge key={role} tone={BADGE_TONE[role]}>
                {BADGE_LABEL[role]}
              </Badge>
            ))}
          </div>
        </div>
      </div>

      <section aria-labelledby={upcomingId} className="flex flex-col gap-3">
        <h2 id={upcomingId} className="text-sm font-semibold text-slate-900">
          {it.shell.upcoming}
        </h2>
        <UpcomingAppointments role={agendaRole} />
      </section>

      {doctor ? <CreateContentButton /> : null}

      <div className="mt-auto">
        {inSheet ? <IgeaEntry /> : <ChatBlock />}
      </div>
    </div>
  );
}

/** The profile sheet's way to Igea: her screen opens over the sheet, and closing it comes back here. */
function IgeaEntry() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex w-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 text-left transition-colors hover:bg-brand-50"
      >
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-cyan-700 text-white">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-sm font-semibold text-slate-900">{it.assistant.open}</span>
          <span className="text-xs text-slate-600">{it.assistant.subtitle}</span>
        </span>
      </button>
      <IgeaScreen open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Right sidebar, large screens only (lg and up); smaller screens open the same content as a sheet. */
export function RightSidebar({ user }: { user: User }) {
  return (
    <aside aria-label={it.shell.sidebarLabel} className="hidden w-80 shrink-0 overflow-y-auto border-l border-slate-200 bg-white p-5 lg:block">
      <SidebarContent user={user} />
    </aside>
  );
}
