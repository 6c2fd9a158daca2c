import { Switch as SwitchPrimitive } from 'radix-ui';
import { type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** An on/off switch (role="switch"); name it with a <label htmlFor>. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-400 p-0.5 transition-colors',
        'data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
}
