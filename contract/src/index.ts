export type { Blog, PersonalInfo, Portfolio, Project, Skill } from './portfolio.js';
export { BODY_LIMIT_BYTES, LIMITS } from './limits.js';
export { isHttpUrl } from './links.js';
export { isIsoDate } from './dates.js';
export { DEFAULT_PORTFOLIO } from './default-portfolio.js';
export { pickPortfolio } from './pick-portfolio.js';
