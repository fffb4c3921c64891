import { CircleAlert } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatTechnologies, parseTechnologies } from '../lib/technologies';
import { fieldId } from '../lib/validate-portfolio';

interface FieldProps {
  /** The value's dotted path in the document: it names the control and its errors. */
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

type InputProps = Pick<ComponentProps<'input'>, 'type' | 'maxLength' | 'placeholder' | 'autoComplete' | 'inputMode'>;

/** A labelled text field; its error (the editor's or the server's) is shown and announced with it. */
export function TextField({
  path,
  label,
  value,
  onChange,
  error,
  hint,
  className,
  multiline = false,
  rows,
  ...inputProps
}: FieldProps & InputProps & { multiline?: boolean; rows?: number }) {
  const id = fieldId(path);
  const control = {
    id,
    name: path,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined,
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          {...control}
          rows={rows}
          maxLength={inputProps.maxLength}
          placeholder={inputProps.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input {...control} {...inputProps} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-zinc-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** An http(s) address, which may be left empty to hide its link. */
export function UrlField(props: FieldProps & { placeholder: string; maxLength: number }) {
  return <TextField {...props} type="url" inputMode="url" />;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-rose-300">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/**
 * 'Technologies (comma-separated)': the owner types a list as text; the document holds the parts
 * split on commas. The text is kept as typed (so "React, " can become "React, Vite") and follows the
 * document only when the list changes from elsewhere (a restored draft, the latest version).
 */
export function TechnologiesField({
  path,
  tech,
  onChange,
  error,
  maxLength,
  className,
}: {
  path: string;
  tech: string[];
  onChange: (tech: string[]) => void;
  error: string | undefined;
  maxLength: number;
  className?: string;
}) {
  const [text, setText] = useState(() => formatTechnologies(tech));
  const [shownTech, setShownTech] = useState(tech);

  // Adjusted while rendering, when the list changes, rather than in an effect after a wrong frame.
  if (tech !== shownTech) {
    setShownTech(tech);
    if (formatTechnologies(parseTechnologies(text)) !== formatTechnologies(tech)) setText(formatTechnologies(tech));
  }

  return (
    <TextField
      path={path}
      label="Technologies (comma-separated)"
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(parseTechnologies(next));
      }}
      error={error}
      maxLength={maxLength}
      placeholder="e.g., React, TypeScript, PostgreSQL"
      className={className}
    />
  );
}
