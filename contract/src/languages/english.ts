import { DEFAULT_LANGUAGE } from './language-tags.js';
import { ISLAND_ENGLISH } from './island-english.js';
import { SEARCH_ENGLISH } from './search-english.js';

/**
 * Every fixed word of the public pages, in English: the catalog each language's follows, key for
 * key. `{name}`-style marks are filled in where the word is used (`fillWords`); a word with a
 * count has a form for one (`…One`, chosen by the language's plural rules) and one for the rest.
 */
export const ENGLISH = {
  skipToContent: 'Skip to content',
  sections: 'Sections',
  menu: 'Menu',
  home: 'Home',
  skills: 'Skills',
  projects: 'Projects',
  blog: 'Blog',
  contact: 'Contact',
  theme: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'System',
  opensInNewTab: '(opens in a new tab)',
  availableForWork: 'Available for work',
  portraitOf: 'Portrait of {name}',
  skillsTitle: 'Skills & Technologies',
  projectsTitle: 'Featured Projects',
  featured: 'FEATURED',
  liveProject: 'LIVE PROJECT',
  technologies: 'Technologies',
  viewCode: 'View Code',
  liveDemo: 'Live Demo',
  blogTitle: 'Latest Insights',
  allPosts: 'All posts',
  readArticle: 'Read Article',
  readArticleAbout: 'Read Article: {title}',
  tags: 'Tags',
  contactTitle: 'Get in Touch',
  startConversation: 'Start a Conversation',
  downloadResume: 'Download Resume',
  copyright: '© {year} Portfolio. All rights reserved.',
  postsTagged: 'Posts tagged “{tag}”',
  pageOf: 'Page {page} of {pages}',
  titleOnPage: '{title} (page {page})',
  blogDescription: '{name}’s posts, newest first.',
  tagDescription: '{name}’s posts tagged “{tag}”, newest first.',
  noPostsYet: 'No posts yet.',
  pages: 'Pages',
  newerPosts: 'Newer posts',
  olderPosts: 'Older posts',
  contents: 'Contents',
  morePosts: 'More posts',
  newerPost: 'Newer post',
  olderPost: 'Older post',
  searchPosts: 'Search posts',
  searchResults: 'Search results',
  showMoreResults: 'Show more results',
  notFoundTitle: 'Page not found',
  notFoundHeading: 'Oops! Page not found',
  returnHome: 'Return to Home',
  languages: 'Languages',
  ...ISLAND_ENGLISH,
  ...SEARCH_ENGLISH,
} as const;

/** The name of each fixed word of the public pages. */
export type WordKey = keyof typeof ENGLISH;

/** A language's fixed words: every word of the English catalog, in that language. */
export type SiteWords = Record<WordKey, string>;

/** What a page in one language is written with: its tag, its direction, and its fixed words. */
export interface SiteLocale {
  tag: string;
  dir: 'ltr' | 'rtl';
  words: SiteWords;
}

/** The English site's locale: what a page reads when nothing says otherwise (the admin's preview, tests). */
export const ENGLISH_LOCALE: SiteLocale = { tag: DEFAULT_LANGUAGE, dir: 'ltr', words: ENGLISH };
