import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The look shared by text inputs and text areas (16 px on phones, so iOS does not zoom in). */
export const fieldClasses =
  'w-full rounded-xl border border-white/10 bg-white/[0.03] px-3.5 text-base text-zinc-100 sm:text-sm ' +
  'placeholder:text-zinc-500 transition-colors hover:border-white/20 scroll-mt-28 ' +
  'focus-visible:border-emerald-400/60 focus-visible:bg-white/[0.05] focus-visible:outline-none ' +
  'focus-visible:ring-3 focus-visible:ring-emerald-400/15 ' +
  'aria-invalid:border-rose-400/70 aria-invalid:focus-visible:ring-rose-400/15 ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
