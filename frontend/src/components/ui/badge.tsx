import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        'border-white/10 bg-white/5 text-zinc-300 [&_svg]:size-3.5',
        className,
      )}
      {...props}
    />
  );
}
