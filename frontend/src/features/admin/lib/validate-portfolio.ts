import { isHttpUrl, isIsoDate, LIMITS, pickPortfolio, type Portfolio } from '@portfolio/contract';

/** Messages by dotted field path (`projects.1.live`), the way the API reports them. */
export type FieldErrors = Record<string, string>;

// The API refuses what PostgreSQL cannot store in JSONB: control characters other than tab and
// line breaks, and halves of UTF-16 pairs.
const FORBIDDEN_CHARACTERS =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// A plausible single address; the API's stricter check reports anything this lets through.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Rule = (value: string) => string | undefined;

const text =
  (max: number, { required = false } = {}): Rule =>
  (value) => {
    if (required && value.trim() === '') return 'Must not be empty';
    if (value.length > max) return `Must be at most ${max} characters`;
    if (FORBIDDEN_CHARACTERS.test(value)) return 'Must not contain control characters';
    return undefined;
  };

const link =
  (max: number): Rule =>
  (value) => {
    if (value.length > max) return `Must be at most ${max} characters`;
    if (value !== '' && !isHttpUrl(value)) return 'Must be an http:// or https:// address, or empty';
    return undefined;
  };

const email: Rule = (value) => {
  if (value.length > LIMITS.personalInfo.email) return `Must be at most ${LIMITS.personalInfo.email} characters`;
  return EMAIL.test(value) ? undefined : 'Must be an email address';
};

const date: Rule = (value) => (isIsoDate(value) ? undefined : 'Must be a real date');

function technologies(tech: readonly string[]): string | undefined {
  const { tech: maxItems } = LIMITS.list;
  const { techName: maxLength } = LIMITS.project;
  if (tech.length > maxItems) return `Must list at most ${maxItems} technologies`;
  if (tech.some((name) => name.length > maxLength)) return `Each technology must be at most ${maxLength} characters`;
  if (tech.some((name) => FORBIDDEN_CHARACTERS.test(name))) return 'Must not contain control characters';
  return undefined;
}

/**
 * The API's rules for the document, checked before sending so that most mistakes are shown at
 * once, next to their fields. Keys come in the order the fields appear in the editor.
 */
export function validatePortfolio(portfolio: Portfolio): FieldErrors {
  const errors: FieldErrors = {};
  const check = (path: string, message: string | undefined) => {
    if (message) errors[path] = message;
  };
  const { personalInfo: info } = portfolio;
  const limits = LIMITS.personalInfo;

  check('personalInfo.name', text(limits.name, { required: true })(info.name));
  check('personalInfo.title', text(limits.title)(info.title));
  check('personalInfo.description', text(limits.description)(info.description));
  check('personalInfo.email', email(info.email));
  check('personalInfo.github', link(limits.url)(info.github));
  check('personalInfo.linkedin', link(limits.url)(info.linkedin));

  portfolio.skills.forEach((skill, index) => {
    check(`skills.${index}.name`, text(LIMITS.skill.name, { required: true })(skill.name));
  });

  portfolio.projects.forEach((project, index) => {
    const at = `projects.${index}`;
    check(`${at}.title`, text(LIMITS.project.title, { required: true })(project.title));
    check(`${at}.tech`, technologies(project.tech));
    check(`${at}.description`, text(LIMITS.project.description)(project.description));
    check(`${at}.github`, link(LIMITS.project.url)(project.github));
    check(`${at}.live`, link(LIMITS.project.url)(project.live));
  });

  portfolio.blogs.forEach((blog, index) => {
    const at = `blogs.${index}`;
    check(`${at}.title`, text(LIMITS.blog.title, { required: true })(blog.title));
    check(`${at}.readTime`, text(LIMITS.blog.readTime)(blog.readTime));
    check(`${at}.date`, date(blog.date));
    check(`${at}.excerpt`, text(LIMITS.blog.excerpt)(blog.excerpt));
  });

  return errors;
}

/** Every field's path, in the order the editor shows them (to find the first with an error). */
export function fieldPaths(portfolio: Portfolio): string[] {
  return [
    ...['name', 'title', 'description', 'email', 'github', 'linkedin'].map((key) => `personalInfo.${key}`),
    ...portfolio.skills.map((_, index) => `skills.${index}.name`),
    ...portfolio.projects.flatMap((_, index) =>
      ['title', 'tech', 'description', 'github', 'live'].map((key) => `projects.${index}.${key}`),
    ),
    ...portfolio.blogs.flatMap((_, index) =>
      ['title', 'readTime', 'date', 'excerpt'].map((key) => `blogs.${index}.${key}`),
    ),
  ];
}

/** The value at a dotted path, or undefined when there is none. */
export function valueAt(portfolio: Portfolio, path: string): unknown {
  let value: unknown = portfolio;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Whether two documents hold the same content (key order aside). */
export function samePortfolio(a: Portfolio, b: Portfolio): boolean {
  return JSON.stringify(pickPortfolio(a)) === JSON.stringify(pickPortfolio(b));
}

/** The DOM id of a field's control, from its path: `projects.1.live` → `field-projects-1-live`. */
export function fieldId(path: string): string {
  return `field-${path.replaceAll('.', '-')}`;
}
