import { it } from '@sanity/shared/i18n/it';
import { type ComponentProps } from 'react';
import { NavLink } from 'react-router';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { type NavItem } from './nav-items';

/** The bottom bar's 'Altro' sheet (bottom-bar.tsx), loaded when first opened. */
export default function MoreSheet({ items, open, onOpenChange }: { items: NavItem[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="bottom">
        <DialogTitle className="mb-1 pr-10">{it.shell.moreTitle}</DialogTitle>
        <DialogDescription className="sr-only">{it.shell.moreDescription}</DialogDescription>
        <ul className="mt-3 flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.to}>
              {/* A destination chosen here shows its page, not the sheet over it. */}
              <DialogClose asChild>
                <SheetLink item={item} />
              </DialogClose>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

/** Takes the props DialogClose passes through `asChild` (its click handler). */
function SheetLink({ item, ...props }: { item: NavItem } & Omit<ComponentProps<typeof NavLink>, 'to' | 'className' | 'children'>) {
  return (
    <NavLink
      {...props}
      to={item.to}
      end
      className={({ isActive }) =>
        cn(
          'flex h-12 items-center gap-3 rounded-lg px-3 text-base font-medium transition-colors [&_svg]:size-5 [&_svg]:shrink-0',
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <item.icon aria-hidden="true" />
      {item.label}
    </NavLink>
  );
}
