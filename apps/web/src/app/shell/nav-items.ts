import { it } from '@sanity/shared/i18n/it';
import { isAdminFlag, isDoctorRole } from '@sanity/shared/domain/roles';
import { type User } from '@sanity/shared/schemas/auth';
import { CalendarDays, FolderHeart, LayoutDashboard, Settings, ShieldCheck, Stethoscope, UserRound, Users, type LucideIcon } from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** Left navigation entries of spec §2 "Shell", filtered by role. */
export function mainNavItems(user: User): NavItem[] {
  const doctor = isDoctorRole(user.role);
  const items: (NavItem | false)[] = [
    { to: '/dashboard', label: it.shell.dashboard, icon: LayoutDashboard },
    { to: '/appuntamenti', label: it.shell.appointments, icon: CalendarDays },
    { to: '/dottori', label: it.shell.doctors, icon: Stethoscope },
    { to: '/materiali', label: it.shell.materials, icon: FolderHeart },
    { to: '/settings', label: it.shell.settings, icon: Settings },
    doctor && { to: '/crm', label: it.shell.crm, icon: Users },
    isAdminFlag(user.admin) && { to: '/admin', label: it.shell.admin, icon: ShieldCheck },
    doctor && { to: `/doctor/${encodeURIComponent(user.id)}`, label: it.shell.myAccount, icon: UserRound },
  ];
  return items.filter((i): i is NavItem => i !== false);
}

/** Bottom bar of small screens: Dashboard, Appuntamenti, Dottori, Materiali, Settings. */
export const bottomNavItems: NavItem[] = [
  { to: '/dashboard', label: it.shell.dashboard, icon: LayoutDashboard },
  { to: '/appuntamenti', label: it.shell.appointments, icon: CalendarDays },
  { to: '/dottori', label: it.shell.doctors, icon: Stethoscope },
  { to: '/materiali', label: it.shell.materials, icon: FolderHeart },
  { to: '/settings', label: it.shell.bottomSettings, icon: Settings },
];
