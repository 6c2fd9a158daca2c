import { useState } from 'react';
import { cn } from '../../lib/cn';
import { AvatarInitials, avatarSizes } from './avatar-initials';

type AvatarProps = {
  /** What the initials are made of when there is no picture. */
  name: string;
  /** The picture's URL (`user.avatar`); initials when absent or when it fails to load. */
  src?: string | null;
  /** The picture's alternative text. */
  alt: string;
  size?: keyof typeof avatarSizes;
  className?: string;
};

/** A user's picture in a circle, or their initials. */
export function Avatar({ name, src, alt, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <AvatarInitials name={name} size={size} className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setFailed(src)}
      className={cn('shrink-0 rounded-full bg-slate-100 object-cover', avatarSizes[size], className)}
    />
  );
}
