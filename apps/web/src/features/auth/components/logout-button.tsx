import { it } from '@sanity/shared/i18n/it';
import { LogOut } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useLogout } from '../api/logout';

/** The logout control: POST /api/auth/logout, clear the cache, go to /auth. */
export function LogoutButton({ className }: { className?: string }) {
  const logout = useLogout();
  return (
    <button type="button" className={cn(className)} onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      {it.shell.logout}
    </button>
  );
}
