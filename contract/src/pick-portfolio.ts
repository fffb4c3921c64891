import type { Portfolio } from './portfolio.js';

/**
 * A copy of a document with exactly the document's fields, in the document's order: what is stored
 * never carries anything the client added, and what is served always reads in the same order.
 */
export function pickPortfolio(source: Portfolio): Portfolio {
  const { personalInfo: info } = source;
  return {
    personalInfo: {
      name: info.name,
      title: info.title,
      description: info.description,
      email: info.email,
      github: info.github,
      linkedin: info.linkedin,
    },
    skills: source.skills.map(({ name }) => ({ name })),
    projects: source.projects.map(({ title, description, tech, github, live }) => ({
      title,
      description,
      tech: [...tech],
      github,
      live,
    })),
    blogs: source.blogs.map(({ title, excerpt, date, readTime }) => ({ title, excerpt, date, readTime })),
  };
}
