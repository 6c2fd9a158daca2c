import { it } from '@sanity/shared/i18n/it';
import { type User } from '@sanity/shared/schemas/auth';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { lazyDialog, openerProps } from '../../components/ui/lazy-dialog';
import { cn } from '../../lib/cn';
import { type NavItem, phoneNavItems } from './nav-items';

const MoreSheet = lazyDialog(() => import('./more-sheet'));

const entry = (active: boolean) =>
  cn(
    'flex h-16 w-full flex-col items-center justify-center gap-1 text-[10.5px] leading-none font-medium tracking-tighter transition-colors',
    active ? 'text-brand-800' : 'text-slate-600 hover:text-slate-900',
  );

function EntryFace({ icon: Icon, label, active }: { icon: NavItem['icon']; label: string; active: boolean }) {
  return (
    <>
      <span className={cn('inline-flex h-7 w-12 items-center justify-center rounded-full transition-colors', active && 'bg-brand-50')}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="max-w-full overflow-hidden whitespace-nowrap">{label}</span>
    </>
  );
}

/**
 * Small screens (below md): the role's own destinations (phoneNavItems), current route highlighted.
 * When they are more than five, 'Altro' opens a sheet from the bottom with the rest; it is
 * highlighted while one of those is the current page.
 */
export function BottomBar({ user, staff }: { user: User; staff: boolean }) {
  const { bar, more } = phoneNavItems(user, staff);
  return (
    <nav
      aria-label={it.shell.mobileNav}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {bar.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={({ isActive }) => entry(isActive)}>
              {({ isActive }) => <EntryFace icon={item.icon} label={item.label} active={isActive} />}
            </NavLink>
          </li>
        ))}
        {more.length > 0 ? (
          <li>
            <MoreEntry items={more} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function MoreEntry({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const current = items.some((item) => item.to === pathname);
  return (
    <>
      <button type="button" {...openerProps(open, setOpen)} className={entry(current)} aria-current={current ? 'page' : undefined}>
        <EntryFace icon={Ellipsis} label={it.shell.more} active={current} />
      </button>
      <MoreSheet items={items} open={open} onOpenChange={setOpen} />
    </>
  );
}
