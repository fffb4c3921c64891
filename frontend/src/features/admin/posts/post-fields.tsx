import { PORTFOLIO, postPath, type Blog } from '@portfolio/contract';
import { useRef } from 'react';
import { instantOfLocal, localInputValue, timeZoneLabel } from './local-time';
import { formerSlugsAfter } from './slugs';
import { ChoiceField, TextField } from '../form/field';

interface PostFieldProps<Value> {
  path: string;
  value: Value;
  error: string | undefined;
  className?: string;
}

/**
 * 'Slug', the post's address. Changing an address that was set keeps the old one among the
 * post's former addresses, so links to it still lead to the post. The old one is the address the
 * field held when the owner started changing it, not each letter typed on the way.
 */
export function SlugField({
  path,
  value,
  formerSlugs,
  onChange,
  error,
  className,
}: PostFieldProps<string> & {
  formerSlugs: string[];
  onChange: (change: Pick<Blog, 'slug' | 'formerSlugs'>) => void;
}) {
  const before = useRef<{ slug: string; formerSlugs: string[] }>(undefined);
  return (
    <TextField
      path={path}
      label="Slug"
      value={value}
      onChange={(slug) => {
        before.current ??= { slug: value, formerSlugs };
        onChange({ slug, formerSlugs: formerSlugsAfter(before.current.formerSlugs, before.current.slug, slug) });
      }}
      onBlur={() => (before.current = undefined)}
      error={error}
      placeholder="e.g., my-first-post"
      hint={value ? `The post's page is ${postPath(value)}` : 'Filled in from the title when you leave it.'}
      className={className}
    />
  );
}

const STATUSES = PORTFOLIO.fields.blogs.item.fields.status.options;

/** 'Status': Published, Draft or Scheduled, as the document's description names them. */
export function StatusField(props: PostFieldProps<Blog['status']> & { onChange: (status: Blog['status']) => void }) {
  return <ChoiceField {...props} label="Status" options={STATUSES} />;
}

/**
 * 'Publish at', for a scheduled post: typed in the owner's own time, which the field names, and
 * kept in UTC, as the document holds moments.
 */
export function PublishAtField({
  path,
  value,
  onChange,
  error,
  className,
}: PostFieldProps<string> & { onChange: (publishAt: string) => void }) {
  return (
    <TextField
      path={path}
      label="Publish at"
      type="datetime-local"
      // Seconds too: a post can be scheduled to the second.
      step={1}
      value={localInputValue(value)}
      onChange={(local) => onChange(instantOfLocal(local))}
      error={error}
      hint={`In your time zone, ${timeZoneLabel(value ? new Date(value) : undefined)}.`}
      className={className}
    />
  );
}
