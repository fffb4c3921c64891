import type { PersonalInfo } from '@portfolio/contract';
import type { FieldErrors } from '../form/validate-portfolio';
import { TextField, UrlField } from '../form/field';
import { MediaField } from '../form/media-field';
import { Panel } from '../form/panel';
import { SharedFields, TranslatedField } from '../translations/translated-field';
import { translatedText } from '../translations/translation-entries';
import type { EditingLanguage } from '../translations/use-editing-language';

/**
 * The "Personal" tab: Name, Title, Description (multi-line), Email, GitHub URL, LinkedIn URL, and
 * the owner's own portrait and resume. In another language than the primary, the first three
 * only, each in that language.
 */
export function PersonalTab({
  value,
  onChange,
  errors,
  language,
}: {
  value: PersonalInfo;
  onChange: (value: PersonalInfo) => void;
  errors: FieldErrors;
  language: EditingLanguage;
}) {
  if (language.translating) {
    const text = (key: 'name' | 'title' | 'description') =>
      translatedText({
        item: value,
        path: 'personalInfo',
        section: 'personalInfo',
        tag: language.tag,
        key,
        onChange,
        errors,
      });
    return (
      <Panel title="Personal information" description="The hero of the public page and the contact section.">
        <div className="grid gap-5 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:p-6 md:grid-cols-2">
          <TranslatedField {...text('name')} language={language} label="Name" />
          <TranslatedField {...text('title')} language={language} label="Title" />
          <TranslatedField
            {...text('description')}
            language={language}
            label="Description"
            multiline
            rows={5}
            className="md:col-span-2"
          />
          <div className="md:col-span-2">
            <SharedFields language={language}>The email, the links, the portrait and the resume are</SharedFields>
          </div>
        </div>
      </Panel>
    );
  }
  const field = (key: Exclude<keyof PersonalInfo, 'translations'>) => ({
    path: `personalInfo.${key}`,
    value: value[key],
    onChange: (next: string) => onChange({ ...value, [key]: next }),
    error: errors[`personalInfo.${key}`],
  });

  return (
    <Panel title="Personal information" description="The hero of the public page and the contact section.">
      <div className="grid gap-5 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:p-6 md:grid-cols-2">
        <TextField {...field('name')} label="Name" autoComplete="name" />
        <TextField {...field('title')} label="Title" />
        <TextField {...field('description')} label="Description" multiline rows={5} className="md:col-span-2" />
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
        <UrlField {...field('github')} label="GitHub URL" placeholder="https://github.com/…" />
        <UrlField
          {...field('linkedin')}
          label="LinkedIn URL"
          placeholder="https://www.linkedin.com/in/…"
          className="md:col-span-2"
        />
        <MediaField {...field('portrait')} label="Portrait" emptyText="The built-in portrait is shown." />
        <MediaField {...field('resume')} label="Resume (PDF)" emptyText="The built-in resume is offered." />
      </div>
    </Panel>
  );
}
