import { it } from '@sanity/shared/i18n/it';
import { isAdminFlag, isDoctorRole } from '@sanity/shared/domain/roles';
import { itVideoShell } from '@sanity/shared/i18n/it-video-shell';
import { type User } from '@sanity/shared/schemas/auth';
import { CalendarDays, FileText, FolderHeart, LayoutDashboard, Settings, ShieldCheck, Stethoscope, UserRound, Users, type LucideIcon } from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/**
 * Left navigation entries of spec §2 "Shell", filtered by role. `staff`: working in a doctor's practice
 * (issue 30): the agenda and the patients, never the doctor's own account pages.
 */
export function mainNavItems(user: User, staff = false): NavItem[] {
  const own = isDoctorRole(user.role) && !staff;
  const doctor = own || staff;
  const items: (NavItem | false)[] = [
    { to: '/dashboard', label: it.shell.dashboard, icon: LayoutDashboard },
    { to: '/appuntamenti', label: it.shell.appointments, icon: CalendarDays },
    // Issue 29: the patient's reports and prescriptions; a doctor finds their patients' in /crm.
    !doctor && { to: '/documenti', label: itVideoShell.documentsNav, icon: FileText },
    { to: '/dottori', label: it.shell.doctors, icon: Stethoscope },
    { to: '/materiali', label: it.shell.materials, icon: FolderHeart },
    { to: '/settings', label: it.shell.settings, icon: Settings },
    doctor && { to: '/crm', label: it.shell.crm, icon: Users },
    isAdminFlag(user.admin) && { to: '/admin', label: it.shell.admin, icon: ShieldCheck },
    own && { to: `/doctor/${encodeURIComponent(user.id)}`, label: it.shell.myAccount, icon: UserRound },
  ];
  return items.filter((i): i is NavItem => i !== false);
}

/** At most this many entries fit the phone's bottom bar at 360 px (issue 24). */
const BAR_SLOTS = 5;

/**
 * The phone's order of the same entries as `mainNavItems`: what a role uses most comes first
 * (a doctor's patients before the directory; an admin's area before the reading pages).
 */
function phoneOrder(user: User, staff: boolean): string[] {
  const account = `/doctor/${encodeURIComponent(user.id)}`;
  return isDoctorRole(user.role) || staff
    ? ['/dashboard', '/appuntamenti', '/crm', '/admin', '/materiali', '/dottori', '/settings', account]
    : ['/dashboard', '/appuntamenti', '/admin', '/documenti', '/dottori', '/materiali', '/settings'];
}

/**
 * The bottom bar of small screens for this user: every destination of the left navigation, at most
 * five in the bar; with more, the first four and an 'Altro' entry opening a sheet with the rest.
 */
export function phoneNavItems(user: User, staff = false): { bar: NavItem[]; more: NavItem[] } {
  const items = mainNavItems(user, staff);
  const order = phoneOrder(user, staff);
  const rank = (item: NavItem) => {
    const at = order.indexOf(item.to);
    return at === -1 ? order.length : at;
  };
  const sorted = [...items].sort((a, b) => rank(a) - rank(b));
  if (sorted.length <= BAR_SLOTS) return { bar: sorted, more: [] };
  return { bar: sorted.slice(0, BAR_SLOTS - 1), more: sorted.slice(BAR_SLOTS - 1) };
}
