import { it } from '@sanity/shared/i18n/it';
import { type User } from '@sanity/shared/schemas/auth';
import { CircleHelp, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/brand/logo';
import { Avatar } from '../../components/ui/avatar';
import { lazyDialog, openerProps } from '../../components/ui/lazy-dialog';
import { HelpDialog } from './help-dialog';
import { displayNameOf, initialsSourceOf } from '../../lib/user-names';

const ProfileSheet = lazyDialog(() => import('./profile-sheet'));

type Props = {
  user: User;
  sheetOpen: boolean;
  onSheetOpenChange: (open: boolean) => void;
  /** Opens Igea's own screen; shown for patients only: doctors have the floating 'Apri Igea' button instead. */
  onOpenChat?: () => void;
};

/**
 * Below lg the right sidebar does not fit: this bar's avatar button opens the same content
 * (profile, next appointments, Crea Contenuto, a way to Igea) in a sheet from the right; patients
 * also get an 'Apri Igea' button that opens her own screen.
 */
export function MobileTopBar({ user, sheetOpen, onSheetOpenChange, onOpenChat }: Props) {
  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 lg:hidden">
      <Link to="/dashboard" className="flex items-center gap-2 rounded-lg md:invisible" aria-label={it.common.brandHome}>
        <LogoMark className="size-7" />
        <span className="text-lg font-bold tracking-tight text-slate-900">{it.common.brand}</span>
      </Link>
      <div className="flex items-center gap-1">
        {onOpenChat ? (
          <button
            type="button"
            aria-label={it.assistant.open}
            title={it.assistant.open}
            onClick={onOpenChat}
            className="inline-flex size-10 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
          >
            <Sparkles className="size-5" aria-hidden="true" />
          </button>
        ) : null}
        <HelpDialog
          trigger={(opener) => (
            <button
              type="button"
              {...opener}
              aria-label={it.shell.help}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            >
              <CircleHelp className="size-5" aria-hidden="true" />
            </button>
          )}
        />
        <button type="button" {...openerProps(sheetOpen, onSheetOpenChange)} aria-label={it.shell.openSidebar} className="rounded-full">
          <Avatar name={initialsSourceOf(user)} src={user.avatar} alt={it.shell.avatarAlt(displayNameOf(user))} size="sm" />
        </button>
        <ProfileSheet user={user} open={sheetOpen} onOpenChange={onSheetOpenChange} />
      </div>
    </header>
  );
}
