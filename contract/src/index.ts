export * from './document/fields.js';
export {
  checkDocument,
  emptyValue,
  fieldAt,
  fieldPaths,
  hasShape,
  isRecord,
  pick,
  type FieldError,
} from './document/check.js';
export { choiceMessage, MESSAGES, valueListProblem, valueProblem } from './document/values.js';
export {
  mediaReferences,
  postBodyReferences,
  type MediaReference,
  type PostBodyReference,
} from './document/references.js';
export { parseInstant } from './document/instants.js';
export {
  isPostBodyId,
  POST_BODIES_ROUTE,
  POST_BODY,
  POST_BODY_ID,
  POST_BODY_LIMIT_BYTES,
  POST_BODY_MAX,
} from './document/post-bodies.js';
export { BLOG_PATH, couldBeSlug, hasPage, postPageOf, postPath, slugFromTitle } from './document/post-address.js';
export { isSlug } from './document/values.js';
export { isFormerPath, samePath } from './document/values.js';
export { isPublicPost, newestFirst, nextPublication, publicPortfolio } from './document/public-view.js';
export {
  LANDING_POSTS_MAX,
  landingPortfolio,
  landingPosts,
  landingPostsCount,
  pinFormerLandingPosts,
} from './document/landing-posts.js';
export { checkEditorDocument, EDITOR_DOCUMENT, type EditorDocument } from './document/editor-document.js';
export { postRules } from './document/post-rules.js';
export { fieldErrorsOf, type ErrorAnswer } from './error-answer.js';
export { optionalFieldPaths, withoutOptionalFields } from './document/optional-fields.js';
export {
  BODY_LIMIT_BYTES,
  checkAcrossFields,
  checkPortfolio,
  isPortfolio,
  limitOf,
  pickPortfolio,
  PORTFOLIO,
  type Blog,
  type PersonalInfo,
  type Portfolio,
  type PortfolioInput,
  type Project,
  type SiteTheme,
  type LandingPostsCount,
  type Skill,
} from './document/portfolio.js';
export { isHttpUrl } from './links.js';
export { escapeMarkup } from './markup.js';
export { formatBlogDate, isIsoDate } from './dates.js';
export {
  BLOG_INDEX_PATH,
  BLOG_PAGE_SIZE,
  blogTags,
  listingPagePath,
  listingPages,
  postsInOrder,
  tagFeedPath,
  tagPath,
  tagSlug,
  type BlogTag,
} from './blog-index.js';
export { isEmailAddress } from './emails.js';
export { DEFAULT_PORTFOLIO } from './default-portfolio.js';
export {
  CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY_DIRECTIVES,
  DOWNLOAD_CONTENT_SECURITY_POLICY,
} from './content-security-policy.js';
export { MIGRATIONS, SHAPE_VERSION, upgradeDocument, type Migration } from './document/shape.js';
export { describeWait } from './wait.js';
export * from './media.js';
export * from './uploads.js';
export { VERSION } from './release.js';
export type {
  BackupStatus,
  PublishAsked,
  PublishMoved,
  PublishProgress,
  PublishStatus,
  PublishStep,
  Health,
  MigrationState,
  OtherSessionsEnded,
  PageInput,
  BlogPageInput,
  PostBodyAnswer,
  PostPageInput,
  RevisionAnswer,
  RevisionPage,
  RevisionSummary,
  SecondFactorConfirmed,
  SecondFactorSetup,
  SecondFactorStatus,
  SessionsAnswer,
  SignedInBrowser,
  StoredPostBody,
} from './answers.js';
export * from './statistics.js';
export {
  readPostings,
  searchChunkOf,
  SEARCH_INDEX_VERSION,
  SEARCH_META,
  searchMetaName,
  SEARCH_PATH,
  SEARCH_TEXT_MAX,
  SEARCH_WORD_MAX,
  searchFragmentName,
  searchWord,
  searchWords,
  searchWordSpans,
  type SearchChunk,
  type SearchFragment,
  type SearchMeta,
} from './search/search-index.js';
export { ENGLISH, ENGLISH_LOCALE, type SiteLocale, type SiteWords, type WordKey } from './languages/english.js';
export { ISLAND_ENGLISH } from './languages/island-english.js';
export { SEARCH_ENGLISH } from './languages/search-english.js';
export {
  baseLanguage,
  DEFAULT_LANGUAGE,
  isLanguageTag,
  LANGUAGE_TAG_PATTERN,
  languageName,
  textDirection,
} from './languages/language-tags.js';
export { languageRules, WORD_CHOICES } from './languages/language-rules.js';
export { countIn, fillWords } from './languages/fill-words.js';
export {
  inLanguage,
  isWrittenIn,
  languagePrefix,
  pageContent,
  siteLanguages,
  translationOf,
  type PageContent,
} from './languages/translations.js';
export { translationRules } from './languages/translation-rules.js';
export type { LanguageLink, PageLanguage } from './languages/page-language.js';
export { islandWords, type IslandWords } from './languages/island-words.js';
// The languages' catalogs are `@portfolio/contract/languages` (languages/site-locale.ts).
