import {
  fieldAt,
  imageSrcSet,
  MEDIA_MAX_BYTES,
  parseMediaUrl,
  PORTFOLIO,
  type Media,
  type MediaKind,
  type UploadedMedia,
} from '@portfolio/contract';
import { FileText, Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { DropZone } from './drop-zone';
import { describeMedia, formatBytes, uploadFileOf } from './media-details';
import { fieldId } from './validate-portfolio';
import { FieldError } from './field';

// What the file picker offers; the server judges the bytes whatever the picker let through.
const ACCEPT: Record<MediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/avif',
  pdf: 'application/pdf',
};
const KINDS: Record<MediaKind, string> = { image: 'JPEG, PNG, WebP or AVIF', pdf: 'PDF' };

interface MediaFieldProps {
  /** The value's dotted path in the document: it names the control and its errors. */
  path: string;
  label: string;
  /** What the field takes; the document's description of the field at `path` says, unless told otherwise. */
  accepts?: MediaKind;
  /** The address of an upload, or empty. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** What the public page shows while the field is empty. */
  emptyText: string;
  className?: string;
}

/** What the description lets the field at `path` hold (`personalInfo.resume`: a PDF). */
function mediaKindOf(path: string): MediaKind {
  const field = fieldAt(PORTFOLIO, path);
  if (field?.kind !== 'media') throw new Error(`The document has no media field ${path}`);
  return field.accepts;
}

/**
 * A file of the owner's (a portrait, a resume, a project's picture): picked or dropped, uploaded
 * with a progress bar, then previewed with its size. The upload is stored at once, but the
 * document only refers to it in the draft: nothing is public until the draft is saved.
 */
export function MediaField({
  path,
  label,
  accepts = mediaKindOf(path),
  value,
  onChange,
  error,
  emptyText,
  className,
}: MediaFieldProps) {
  const id = fieldId(path);
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [uploaded, setUploaded] = useState<UploadedMedia>();
  const cancel = useRef<AbortController>(undefined);
  useEffect(() => () => cancel.current?.abort(), []);

  const media = value ? parseMediaUrl(value) : undefined;
  const shownError = problem ?? error;
  const uploading = progress !== undefined;

  async function upload(file: File) {
    setProblem(undefined);
    const cancelled = new AbortController();
    cancel.current = cancelled;
    setProgress(0);
    const result = await uploadFileOf(accepts, file, { onProgress: setProgress, signal: cancelled.signal });
    if (cancelled.signal.aborted) return;
    setProgress(undefined);
    if (!result.ok) {
      setProblem(result.problem);
    } else {
      setUploaded(result.media);
      onChange(result.media.url);
    }
  }

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <DropZone
        onFile={(file) => {
          if (!uploading) void upload(file);
        }}
        className={shownError ? 'border-rose-400/60' : undefined}
      >
        <Preview url={value} media={media} />
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <p className="text-zinc-300">
            {media ? describeMedia(media, uploaded?.url === value ? uploaded : undefined) : emptyText}
          </p>
          <p className="text-xs text-zinc-400">
            {KINDS[accepts]}, up to {formatBytes(MEDIA_MAX_BYTES[accepts])}; or drop the file here.
          </p>
          {uploading && (
            <progress
              value={progress}
              max={1}
              aria-label={`Uploading: ${label}`}
              className="h-1.5 w-full overflow-hidden rounded-full bg-white/10 [&::-moz-progress-bar]:bg-emerald-400 [&::-webkit-progress-bar]:bg-white/10 [&::-webkit-progress-value]:bg-emerald-400"
            />
          )}
        </div>
        <div className="flex gap-2">
          <input
            id={id}
            name={path}
            type="file"
            accept={ACCEPT[accepts]}
            disabled={uploading}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : undefined}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <label
            htmlFor={id}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-emerald-300 peer-disabled:pointer-events-none peer-disabled:opacity-50',
            )}
          >
            <Upload aria-hidden="true" />
            {uploading ? 'Uploading…' : value ? 'Replace' : 'Upload'}
          </label>
          {value && (
            <Button type="button" variant="ghost" size="sm" disabled={uploading} onClick={() => onChange('')}>
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only">: {label}</span>
            </Button>
          )}
        </div>
      </DropZone>
      <FieldError id={`${id}-error`} message={shownError} />
    </div>
  );
}

/** The file as a thumbnail (an image) or a download link (a PDF); an empty frame when there is none. */
function Preview({ url, media }: { url: string; media: Media | undefined }) {
  const frame = 'size-16 shrink-0 rounded-lg border border-white/10 bg-zinc-900';
  if (media?.kind === 'image') {
    return <img src={url} srcSet={imageSrcSet(media)} sizes="64px" alt="" className={cn(frame, 'object-cover')} />;
  }
  if (media?.kind === 'pdf') {
    return (
      <a href={url} download className={cn(frame, 'grid place-items-center text-zinc-300 hover:text-white')}>
        <FileText aria-hidden="true" className="size-7" />
        <span className="sr-only">Download the uploaded PDF</span>
      </a>
    );
  }
  return <div aria-hidden="true" className={cn(frame, 'border-dashed')} />;
}
