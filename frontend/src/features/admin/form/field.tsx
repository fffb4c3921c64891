import { CircleAlert } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { fieldAt, PORTFOLIO, type ChoiceOption } from '@portfolio/contract';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatCommaList, parseCommaList } from './comma-list';
import { fieldId } from './validate-portfolio';

interface FieldProps {
  /** The value's dotted path in the document: it names the control and its errors. */
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** The owner left the field. */
  onBlur?: () => void;
}

type InputProps = Pick<ComponentProps<'input'>, 'type' | 'placeholder' | 'autoComplete' | 'inputMode' | 'step'>;

/** The language a field's text is in, where it is not the editor's: a translation's, for spelling and reading direction. */
type LanguageProps = Pick<ComponentProps<'input'>, 'lang' | 'dir'>;

/**
 * A labelled text field; its error (the editor's or the server's) is shown and announced with it.
 * It holds as many characters as the document's description allows the field at its path.
 */
export function TextField({
  path,
  label,
  value,
  onChange,
  error,
  hint,
  className,
  onBlur,
  multiline = false,
  rows,
  lang,
  dir,
  ...inputProps
}: FieldProps & InputProps & LanguageProps & { multiline?: boolean; rows?: number }) {
  const id = fieldId(path);
  const control = {
    id,
    name: path,
    value,
    lang,
    dir,
    maxLength: boundOf(path),
    onBlur,
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
          placeholder={inputProps.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input {...control} {...inputProps} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-zinc-400">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The most characters the description allows a text field (`projects.0.title`); for a list typed
 * as text (`projects.0.tech`), room for the most items at their longest with the commas between
 * them; none for a field of other kind.
 */
function boundOf(path: string): number | undefined {
  const field = fieldAt(PORTFOLIO, path);
  if (field?.kind === 'list') return 'max' in field.item ? field.max * (field.item.max + 2) : undefined;
  return field && 'max' in field ? field.max : undefined;
}

/** One of a choice field's options (a post's 'Status', the site's theme), as the description labels them. */
export function ChoiceField<Value extends string>({
  path,
  label,
  options,
  value,
  onChange,
  error,
  className,
}: Omit<FieldProps, 'value' | 'onChange' | 'hint' | 'onBlur'> & {
  options: readonly ChoiceOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  const id = fieldId(path);
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={path}
        value={value}
        // The options are the description's own values.
        onChange={(event) => onChange(event.target.value as Value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(fieldClasses, 'h-11 bg-zinc-900')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A yes-or-no field of an item ('Featured', 'Hidden'), as a labelled checkbox. */
export function FlagField({
  path,
  label,
  checked,
  onChange,
}: {
  path: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-zinc-300">
      <input
        id={fieldId(path)}
        name={path}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-emerald-400"
      />
      {label}
    </label>
  );
}

/** An http(s) address, which may be left empty to hide its link; its placeholder, the site's own where there is one. */
export function UrlField({ placeholder = 'https://…', ...props }: FieldProps & { placeholder?: string }) {
  return <TextField {...props} type="url" inputMode="url" placeholder={placeholder} />;
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
 * A list typed as text ('Technologies (comma-separated)', 'Tags'); the document holds the parts
 * split on commas. The text is kept as typed (so "React, " can become "React, Vite") and follows the
 * document only when the list changes from elsewhere (a restored draft, the latest version).
 */
export function CommaListField({
  path,
  label,
  items,
  onChange,
  error,
  placeholder,
  hint,
  className,
  ...language
}: LanguageProps & {
  path: string;
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  error: string | undefined;
  placeholder: string;
  hint?: ReactNode;
  className?: string;
}) {
  const [text, setText] = useState(() => formatCommaList(items));
  const [shownItems, setShownItems] = useState(items);

  // Adjusted while rendering, when the list changes, rather than in an effect after a wrong frame.
  if (items !== shownItems) {
    setShownItems(items);
    if (formatCommaList(parseCommaList(text)) !== formatCommaList(items)) setText(formatCommaList(items));
  }

  return (
    <TextField
      path={path}
      label={label}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(parseCommaList(next));
      }}
      error={error}
      placeholder={placeholder}
      hint={hint}
      className={className}
      {...language}
    />
  );
}
