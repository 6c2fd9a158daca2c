import { it } from '@sanity/shared/i18n/it';
import { isDoctorRole, type RoleBadge, roleBadgesOf } from '@sanity/shared/domain/roles';
import { type User } from '@sanity/shared/schemas/auth';
import { useId } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { UpcomingAppointments } from '../../features/appointments/public/upcoming-appointments';
import { displayNameOf, initialsSourceOf } from '../../lib/user-names';
import { ChatBlock } from './chat-block';
import { CreateContentButton } from './create-content-button';

const BADGE_TONE = { doctor: 'brand', patient: 'neutral', admin: 'amber' } as const satisfies Record<RoleBadge, string>;
const BADGE_LABEL: Record<RoleBadge, string> = { doctor: it.auth.doctor, patient: it.auth.patient, admin: it.shell.administrator };

/**
 * What the right sidebar shows: who you are, next appointments, create content (doctors), Igea.
 * `chatOpen` when the sheet was opened for Igea: her block starts expanded.
 */
export function SidebarContent({ user, chatOpen = false }: { user: User; chatOpen?: boolean }) {
  const name = displayNameOf(user);
  const doctor = isDoctorRole(user.role);
  const upcomingId = useId();
  return (
    <div className="flex min-h-full flex-col gap-5">
      <div className="flex items-center gap-3">
        <Avatar name={initialsSourceOf(user)} src={user.avatar} alt={it.account.avatarAlt(displayNameOf(user))} size="md" />
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
        <UpcomingAppointments role={user.role} />
      </section>

      {doctor ? <CreateContentButton /> : null}

      <div className="mt-auto">
        <ChatBlock defaultExpanded={chatOpen} />
      </div>
    </div>
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
