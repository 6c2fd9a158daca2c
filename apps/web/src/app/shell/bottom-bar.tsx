import { it } from '@sanity/shared/i18n/it';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { bottomNavItems } from './nav-items';

/** Small screens (below md): the five main destinations, current route highlighted. */
export function BottomBar() {
  return (
    <nav
      aria-label={it.shell.mobileNav}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {bottomNavItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 px-0.5 text-[10.5px] leading-none font-medium tracking-tight transition-colors',
                  isActive ? 'text-brand-800' : 'text-slate-600 hover:text-slate-900',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'inline-flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      isActive && 'bg-brand-50',
                    )}
                  >
                    <item.icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="max-w-full overflow-hidden whitespace-nowrap">{item.label}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
