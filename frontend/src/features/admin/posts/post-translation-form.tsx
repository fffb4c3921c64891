import { languageName, limitOf, postPath, textDirection, type Blog } from '@portfolio/contract';
import { CommaListField, TextField } from '../form/field';
import type { FieldErrors } from '../form/validate-portfolio';
import { PrimaryText, SharedFields, TranslatedField, translatedLabel } from '../translations/translated-field';
import { entryIndex, entryOf, translatedText, withTranslation } from '../translations/translation-entries';
import type { EditingLanguage } from '../translations/use-editing-language';
import { POST_PATH } from './validate-post';

/**
 * One post in another language than the primary: its Title, Read Time, Excerpt, Slug and Tags
 * there, each over the primary's. The post is written in the language once its title is: it has a
 * page there, at its own address or, without one, at the post's.
 */
export function PostTranslationForm({
  post,
  onChange,
  errors,
  language,
}: {
  post: Blog;
  onChange: (post: Blog) => void;
  errors: FieldErrors;
  language: EditingLanguage;
}) {
  const { tag } = language;
  const text = (key: 'title' | 'readTime' | 'excerpt' | 'slug') =>
    translatedText({ item: post, path: POST_PATH, section: 'blogs', tag, key, onChange, errors });
  const at = `${POST_PATH}.translations.${entryIndex(post, tag)}`;
  const slug = text('slug');
  const address = slug.value || post.slug;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TranslatedField {...text('title')} language={language} label="Title" className="sm:col-span-2" />
      <TranslatedField {...text('readTime')} language={language} label="Read Time" />
      <TextField
        {...slug}
        label={translatedLabel('Slug', language)}
        placeholder={post.slug || 'e.g., my-first-post'}
        hint={
          address
            ? `The post's page in ${languageName(tag)} is /${tag}${postPath(address)}${slug.value ? '' : ', the post’s own address'}.`
            : 'Empty: the post’s own address, once it has one.'
        }
      />
      <TranslatedField
        {...text('excerpt')}
        language={language}
        label="Excerpt"
        multiline
        rows={3}
        className="sm:col-span-2"
      />
      <CommaListField
        path={`${at}.tags`}
        label={translatedLabel('Tags (comma-separated)', language)}
        items={entryOf(post, tag)?.tags ?? []}
        onChange={(tags) => onChange(withTranslation(post, 'blogs', tag, { tags }))}
        error={errors[`${at}.tags`]}
        placeholder="e.g., Kafka, Streaming"
        hint={
          <>
            At most {limitOf('blogs.tags')}. <PrimaryText language={language} text={post.tags.join(', ')} />
          </>
        }
        lang={tag}
        dir={textDirection(tag)}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SharedFields language={language}>The date, the status and the marks are</SharedFields>
      </div>
    </div>
  );
}
