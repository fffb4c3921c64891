import { LIMITS, type Blog, type PersonalInfo, type Portfolio, type Project, type Skill } from '@portfolio/contract';
import { Email, IsoDate, Link, ListOf, Part, Text, TextList } from './document-rules';

export class PersonalInfoDto implements PersonalInfo {
  @Text(LIMITS.personalInfo.name, { blank: false }) name!: string;
  @Text(LIMITS.personalInfo.title) title!: string;
  @Text(LIMITS.personalInfo.description) description!: string;
  @Email(LIMITS.personalInfo.email) email!: string;
  @Link(LIMITS.personalInfo.url) github!: string;
  @Link(LIMITS.personalInfo.url) linkedin!: string;
}

export class SkillDto implements Skill {
  @Text(LIMITS.skill.name, { blank: false }) name!: string;
}

export class ProjectDto implements Project {
  @Text(LIMITS.project.title, { blank: false }) title!: string;
  @Text(LIMITS.project.description) description!: string;
  @TextList(LIMITS.list.tech, LIMITS.project.techName) tech!: string[];
  @Link(LIMITS.project.url) github!: string;
  @Link(LIMITS.project.url) live!: string;
}

export class BlogDto implements Blog {
  @Text(LIMITS.blog.title, { blank: false }) title!: string;
  @Text(LIMITS.blog.excerpt) excerpt!: string;
  @IsoDate() date!: string;
  @Text(LIMITS.blog.readTime) readTime!: string;
}

/** The whole portfolio document as `PUT /api/portfolio` accepts it. */
export class PortfolioDto implements Portfolio {
  @Part(() => PersonalInfoDto) personalInfo!: PersonalInfoDto;
  @ListOf(() => SkillDto, LIMITS.list.skills) skills!: SkillDto[];
  @ListOf(() => ProjectDto, LIMITS.list.projects) projects!: ProjectDto[];
  @ListOf(() => BlogDto, LIMITS.list.blogs) blogs!: BlogDto[];
}
