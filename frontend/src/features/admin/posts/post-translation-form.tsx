import { languageName, limitOf, postPath, textDirection, translationOf, type Blog } from '@portfolio/contract';
import { CommaListField, TextField } from '../form/field';
import type { FieldErrors } from '../form/validate-portfolio';
import { PrimaryText, SharedFields, TranslatedField, translatedLabel } from '../translations/translated-field';
import { entryIndex, translatedText, withTranslation } from '../translations/translation-entries';
import type { EditingLanguage } from '../translations/use-editing-language';
import { POST_PATH } from './validate-post';
import { PostBodyField } from './post-body-field';

/**
 * One post in another language than the primary: its Title, Read Time, Excerpt, Slug, Tags and
 * Body there, each over the primary's (the body is long: only whether it has one). The post is
 * written in the language once its title is: it has a page there, at its own address or, without
 * one, at the post's.
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
  const text = (key: 'title' | 'readTime' | 'excerpt' | 'slug' | 'body') =>
    translatedText({ item: post, path: POST_PATH, section: 'blogs', tag, key, onChange, errors });
  const at = `${POST_PATH}.translations.${entryIndex(post, tag)}`;
  // The address falls back to the post's own, which its hint says; the body is too long to show
  // under its field: whether there is one is said below it.
  const { primary: _ownSlug, ...slug } = text('slug');
  const { primary: _ownBody, ...body } = text('body');
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
        items={translationOf(post, tag)?.tags ?? []}
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
      <PostBodyField
        {...body}
        label={translatedLabel('Body', language)}
        postTitle={translationOf(post, tag)?.title.trim() || post.title.trim() || 'Untitled post'}
        lang={tag}
        dir={textDirection(tag)}
        className="sm:col-span-2"
      />
      <p className="text-xs text-zinc-400 sm:col-span-2">
        {post.body
          ? `Empty, the ${languageName(language.primary)} body shows.`
          : `The post has no body in ${languageName(language.primary)}.`}
      </p>
      <div className="sm:col-span-2">
        <SharedFields language={language}>The date, the status and the marks are</SharedFields>
      </div>
    </div>
  );
}
