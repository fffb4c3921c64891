import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type Variant = 'primary' | 'outline' | 'ghost';
type Size = 'md' | 'sm' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap ' +
  'transition-colors duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-emerald-300 disabled:pointer-events-none disabled:opacity-50 ' +
  '[&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<Variant, string> = {
  primary: 'bg-emerald-400 text-zinc-950 hover:bg-emerald-300',
  outline: 'border border-white/15 bg-white/5 text-zinc-100 hover:border-white/30 hover:bg-white/10',
  ghost: 'text-zinc-300 hover:bg-white/10 hover:text-white',
};

const sizes: Record<Size, string> = {
  md: 'h-11 px-6 text-sm',
  sm: 'h-9 px-4 text-sm',
  icon: 'size-10',
};

/** The button look, for links that should read as actions (shadcn's `buttonVariants`). */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: Variant; size?: Size; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
