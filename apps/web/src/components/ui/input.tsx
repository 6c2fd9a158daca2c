import { type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const controlClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm transition-colors sm:text-sm ' +
  'placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-brand-700 ' +
  'disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-600 ' +
  'aria-invalid:border-red-600 aria-invalid:hover:border-red-700';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'min-h-24 py-2.5', className)} {...props} />;
}
