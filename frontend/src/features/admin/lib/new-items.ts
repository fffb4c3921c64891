import type { Blog, Project, Skill } from '@portfolio/contract';

/** What 'Add Skill', 'Add Project' and 'Add Blog Post' start with. */
export function newSkill(): Skill {
  return { name: '' };
}

export function newProject(): Project {
  return { title: '', description: '', tech: [], github: '', live: '' };
}

/** A new post is dated today where the owner is, not in UTC. */
export function newBlogPost(now: Date = new Date()): Blog {
  return { title: '', excerpt: '', date: localIsoDate(now), readTime: '' };
}

/** `YYYY-MM-DD` of a moment in the browser's time zone. */
export function localIsoDate(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
