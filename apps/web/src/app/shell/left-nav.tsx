import { it } from '@sanity/shared/i18n/it';
import { type User } from '@sanity/shared/schemas/auth';
import { CircleHelp } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { cn } from '../../lib/cn';
import { LogoutButton } from '../../features/auth/public/logout-button';
import { HelpDialog } from './help-dialog';
import { mainNavItems } from './nav-items';

const itemClasses =
  'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors [&_svg]:size-5 [&_svg]:shrink-0';

/** Desktop left navigation (md and up). */
export function LeftNav({ user, staff, switcher }: { user: User; staff: boolean; switcher: ReactNode }) {
  return (
    <nav aria-label={it.shell.mainNav} className="hidden w-60 shrink-0 flex-col border-r border-slate-200 bg-white md:flex lg:w-64">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link to="/dashboard" className="rounded-lg" aria-label={it.common.brandHome}>
          <Logo />
        </Link>
      </div>
      {switcher}
      <div className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 py-2">
        <ul className="flex flex-col gap-1">
          {mainNavItems(user, staff).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                className={({ isActive }) =>
                  cn(
                    itemClasses,
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <item.icon aria-hidden="true" />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-col gap-1 border-t border-slate-100 pt-3 pb-2">
          <HelpDialog
            trigger={(opener) => (
              <button type="button" {...opener} className={cn(itemClasses, 'text-slate-700 hover:bg-slate-100 hover:text-slate-900')}>
                <CircleHelp aria-hidden="true" />
                {it.shell.help}
              </button>
            )}
          />
          <LogoutButton className={cn(itemClasses, 'text-slate-700 hover:bg-slate-100 hover:text-slate-900')} />
        </div>
      </div>
    </nav>
  );
}
