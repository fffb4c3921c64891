import {
  pickPortfolio,
  PORTFOLIO,
  withoutOptionalFields,
  type Portfolio,
  type PortfolioInput,
} from '@portfolio/contract';

/**
 * An owner's document, different from the built-in one in every visible field. Written in the
 * specification's shape and read as the API serves it, so the fields added since are there, empty.
 */
export const OWNER_PORTFOLIO: Portfolio = pickPortfolio({
  personalInfo: {
    name: 'Jordan Lee',
    title: 'Data Platform Engineer',
    description: 'I build data platforms that teams trust.',
    email: 'jordan@lee.dev',
    github: 'https://github.com/jordanlee',
    linkedin: 'https://www.linkedin.com/in/jordanlee',
  },
  skills: [{ name: 'Rust' }, { name: 'Kafka' }, { name: 'dbt' }],
  projects: [
    {
      title: 'Stream Router',
      description: 'Routes events between clusters.',
      tech: ['Rust', 'Kafka'],
      github: 'https://github.com/jordanlee/stream-router',
      live: 'https://router.lee.dev',
    },
    {
      title: 'Lineage Explorer',
      description: 'Shows where every column comes from.',
      tech: ['dbt'],
      github: 'https://github.com/jordanlee/lineage',
      live: 'https://lineage.lee.dev',
    },
  ],
  blogs: [
    { title: 'Backpressure, Explained', excerpt: 'Why queues fill up.', date: '2024-03-05', readTime: '7 min read' },
    { title: 'Year in Review', excerpt: 'What shipped in 2023.', date: '2023-12-31', readTime: '4 min read' },
    { title: 'Starting Fresh', excerpt: 'A new team, a new stack.', date: '2024-02-01', readTime: '3 min read' },
  ],
} satisfies PortfolioInput);

/**
 * The owner's document in the specification's shape: without the fields added since (the portrait,
 * the resume, the projects' images), as an older release or another client may write it.
 */
export const OWNER_SPECIFICATION_DOCUMENT = withoutOptionalFields(PORTFOLIO, OWNER_PORTFOLIO);

/** The owner's landing content, as `GET /api/landing` gives it: the document without its posts. */
export const OWNER_LANDING: Portfolio = { ...OWNER_PORTFOLIO, blogs: [] };
