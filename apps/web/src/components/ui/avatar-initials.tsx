import { initialsOf } from '@sanity/shared/domain/names';
import { cn } from '../../lib/cn';

export const avatarSizes = { sm: 'size-9 text-sm', md: 'size-12 text-base', lg: 'size-20 text-2xl', xl: 'size-24 text-3xl' };

/** The user's initials in a circle (decorative: the name is always shown next to it). */
export function AvatarInitials({ name, size = 'md', className }: { name: string; size?: keyof typeof avatarSizes; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-semibold tracking-wide text-white select-none',
        avatarSizes[size],
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
