import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box a file can be dropped on, lit while one is dragged over it: the first file dropped goes to
 * `onFile`. Choosing a file is the input inside it; this only adds the drop.
 */
export function DropZone({
  onFile,
  className,
  children,
}: {
  onFile: (file: File) => void;
  className?: string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      className={cn(
        'flex flex-wrap items-center gap-4 rounded-xl border border-dashed border-white/15 bg-zinc-950/40 p-4 transition-colors',
        dragging && 'border-emerald-300 bg-emerald-400/10',
        className,
      )}
    >
      {children}
    </div>
  );
}
