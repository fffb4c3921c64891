import { emptyValue, PORTFOLIO, type Blog, type Project, type Skill } from '@portfolio/contract';

const { skills, projects, blogs } = PORTFOLIO.fields;

/** What 'Add Skill', 'Add Project' and 'Add Blog Post' start with: the document's empty item. */
export function newSkill(): Skill {
  return emptyValue(skills.item) as Skill;
}

export function newProject(): Project {
  return emptyValue(projects.item) as Project;
}

/** A new post is dated today where the owner is, not in UTC. */
export function newBlogPost(now: Date = new Date()): Blog {
  return { ...(emptyValue(blogs.item) as Blog), date: localIsoDate(now) };
}

/** `YYYY-MM-DD` of a moment in the browser's time zone. */
export function localIsoDate(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
