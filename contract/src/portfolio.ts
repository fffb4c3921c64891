/** The portfolio document (SPEC §3): one owner's whole site content, loaded and saved as a whole. */
export interface Portfolio {
  personalInfo: PersonalInfo;
  skills: Skill[];
  projects: Project[];
  blogs: Blog[];
}

export interface PersonalInfo {
  name: string;
  title: string;
  description: string;
  email: string;
  /** An http(s) URL, or empty to hide the link. */
  github: string;
  /** An http(s) URL, or empty to hide the link. */
  linkedin: string;
}

export interface Skill {
  name: string;
}

export interface Project {
  title: string;
  description: string;
  tech: string[];
  /** An http(s) URL, or empty to hide 'View Code'. */
  github: string;
  /** An http(s) URL, or empty to hide 'Live Demo'. */
  live: string;
}

export interface Blog {
  title: string;
  excerpt: string;
  /** A real calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Free text such as '10 min read'. */
  readTime: string;
}
