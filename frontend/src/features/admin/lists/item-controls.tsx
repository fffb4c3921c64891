import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** 'Add Skill', 'Add Project', 'Add Blog Post': off when the list is as long as the API allows. */
export function AddButton({
  id,
  children,
  onClick,
  disabled,
}: {
  id: string;
  children: ReactNode;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Button id={id} variant="outline" size="sm" onClick={onClick} disabled={disabled}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}

/** A button drawn as its icon alone, its name (and its tooltip) saying what it does. */
export function IconButton({
  id,
  label,
  onClick,
  disabled,
  className = 'shrink-0 text-zinc-400 hover:text-white',
  children,
}: {
  id?: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      id={id}
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={className}
    >
      {children}
    </Button>
  );
}

/** An icon button whose name says which item it deletes: 'Delete project 02: Lineage Explorer'. */
export function DeleteButton({ id, label, onClick }: { id?: string; label: string; onClick: () => void }) {
  return (
    <IconButton
      id={id}
      label={label}
      onClick={onClick}
      className="shrink-0 text-zinc-500 hover:bg-rose-500/10 hover:text-rose-300"
    >
      <Trash2 aria-hidden="true" />
    </IconButton>
  );
}

/** An item as the owner reads it in a control's name: 'project 02: Lineage Explorer', or 'project 02'. */
export function itemName(item: string, number: string, name: string): string {
  return name.trim() ? `${item} ${number}: ${name.trim()}` : `${item} ${number}`;
}

export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-white/10 px-5 py-10 text-center text-sm text-zinc-400">
      {children}
    </p>
  );
}
