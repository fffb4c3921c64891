import { POST_BODY_MAX } from '@portfolio/contract';
import { Eye } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ClipboardEvent, type ComponentProps, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { uploadFileOf } from '../form/media-details';
import { fieldId } from '../form/validate-portfolio';
import { FieldError } from '../form/field';
import { PostPreview } from './post-preview';

/** Each upload's placeholder is its own, so two images of one name are told apart. */
let uploadsStarted = 0;

/** An image as Markdown, described by its file's name (`![team photo](/media/…webp)`). */
export const imageMarkdown = (fileName: string, url: string) =>
  `![${fileName.replace(/\.[^.]*$/, '').replace(/[[\]\\]/g, '')}](${url})`;

/**
 * 'Body', the post's Markdown, with a preview beside it drawn as the post's page draws it. An
 * image pasted or dropped into the text is uploaded as the other images are, and its Markdown
 * written where the cursor was: a placeholder says so meanwhile, and is taken out again, with the
 * reason, if the upload fails.
 */
export function PostBodyField({
  path,
  label = 'Body',
  value,
  onChange,
  error,
  postTitle,
  className,
  lang,
  dir,
}: Pick<ComponentProps<'textarea'>, 'lang' | 'dir'> & {
  path: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The post's title, which names its preview. */
  postTitle: string;
  className?: string;
}) {
  const id = fieldId(path);
  const [previewing, setPreviewing] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // An upload ends after renders the owner's typing caused: it edits the text as it is then.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });

  /** Changes the text, and remembers the change at once for the next one, before React renders it. */
  const edit = (text: string) => {
    latest.current.onChange(text);
    latest.current.value = text;
  };

  async function uploadImages(files: File[]) {
    const field = textarea.current;
    if (!field || files.length === 0) return;
    setProblem(undefined);
    const placeholders = files.map((file) => `![Uploading ${file.name}… (${++uploadsStarted})]()`);
    const { selectionStart: start, selectionEnd: end } = field;
    const text = latest.current.value;
    edit(`${text.slice(0, start)}${placeholders.join('\n')}${text.slice(end)}`);
    setUploading((count) => count + files.length);

    // One after another: the server takes one upload at a time and queues only a few.
    for (const [index, file] of files.entries()) {
      const result = await uploadFileOf('image', file, { onProgress: () => {} });
      setUploading((count) => count - 1);
      const replacement = result.ok ? imageMarkdown(file.name, result.media.url) : '';
      edit(latest.current.value.replace(placeholders[index]!, () => replacement));
      if (!result.ok) setProblem(`${file.name} was not added: ${result.problem}`);
    }
  }

  const imagesOf = (files: FileList) => [...files].filter((file) => file.type.startsWith('image/'));

  const paste = (event: ClipboardEvent) => {
    const images = imagesOf(event.clipboardData.files);
    if (images.length === 0) return;
    event.preventDefault();
    void uploadImages(images);
  };

  const drop = (event: DragEvent) => {
    const images = imagesOf(event.dataTransfer.files);
    if (images.length === 0) return;
    event.preventDefault();
    void uploadImages(images);
  };

  const shownError = problem ?? error;
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-end justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-pressed={previewing}
          aria-controls={previewing ? `${id}-preview` : undefined}
          onClick={() => setPreviewing(!previewing)}
        >
          <Eye aria-hidden="true" />
          Preview
        </Button>
      </div>
      <div className={cn('grid gap-4', previewing && 'lg:grid-cols-2')}>
        <Textarea
          ref={textarea}
          id={id}
          name={path}
          lang={lang}
          dir={dir}
          rows={14}
          value={value}
          maxLength={POST_BODY_MAX}
          placeholder="Write the post in Markdown: ## headings, **bold**, - lists, ``` code blocks ```…"
          onChange={(event) => onChange(event.target.value)}
          onPaste={paste}
          onDrop={drop}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={cn(hintId, shownError && `${id}-error`)}
          className="font-mono"
        />
        {previewing && <PostPreview id={`${id}-preview`} markdown={value} label={`Preview: ${postTitle}`} />}
      </div>
      <p id={hintId} className="text-xs text-zinc-400">
        Markdown, up to {POST_BODY_MAX.toLocaleString('en')} characters. Paste or drop an image to add it.{' '}
        <span aria-live="polite" className="text-zinc-300">
          {uploading > 0 && `Uploading ${uploading === 1 ? 'an image' : `${uploading} images`}…`}
        </span>
      </p>
      <FieldError id={`${id}-error`} message={shownError} />
    </div>
  );
}
