import { linkEvent, type Project } from '@portfolio/contract';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { ArrowUpRightIcon } from '@/components/ui/icons';
import { useLocale } from '@/lib/locale';
import { projectNumber } from '@/lib/project-number';
import { httpHref } from '../lib/links';
import { uploadedImage } from '../lib/portrait';
import { GitHubIcon } from './brand-icons';
import { Section } from './section';

export function Projects({ projects }: { projects: Project[] }) {
  const { words } = useLocale();
  return (
    <Section id="projects" eyebrow={words.projects} title={words.projectsTitle}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, index) => (
          <li key={`${index}-${project.title}`}>
            <ProjectCard project={project} number={projectNumber(index)} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

// A card is the grid's column wide: at most 400 px in three columns, half the page in two, the page in one.
const CARD_SIZES = '(min-width:1024px) 400px, (min-width:768px) 50vw, 100vw';

function ProjectCard({ project, number }: { project: Project; number: string }) {
  const code = httpHref(project.github);
  const demo = httpHref(project.live);
  const image = uploadedImage(project.image);
  const { words } = useLocale();

  return (
    <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-white/[0.03] p-6 transition-colors hover:border-emerald-400/30">
      {image && (
        <img
          sizes={CARD_SIZES}
          srcSet={image.srcSet}
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="mb-6 aspect-video w-full rounded-xl bg-zinc-900 object-cover"
        />
      )}
      <div className="flex items-center justify-between">
        <span className="font-mono text-3xl font-semibold text-zinc-500">{number}</span>
        <div className="flex flex-wrap justify-end gap-2">
          {project.featured && (
            <Badge className="border-amber-300/30 bg-amber-300/10 font-mono tracking-wider text-amber-200">
              {words.featured}
            </Badge>
          )}
          <Badge className="border-emerald-400/25 bg-emerald-400/10 font-mono tracking-wider text-emerald-200">
            {words.liveProject}
          </Badge>
        </div>
      </div>
      <h3 className="mt-6 text-xl font-semibold tracking-tight text-white">{project.title}</h3>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-zinc-400">{project.description}</p>
      {project.tech.length > 0 && (
        <ul aria-label={words.technologies} className="mt-5 flex flex-wrap gap-2">
          {project.tech.map((tech, index) => (
            <li key={`${index}-${tech}`} className="rounded-md bg-white/5 px-2 py-1 font-mono text-xs text-zinc-300">
              {tech}
            </li>
          ))}
        </ul>
      )}
      {(code || demo) && (
        <div className="mt-6 flex flex-wrap gap-3 border-t border-white/5 pt-5">
          {code && (
            <ExternalLink
              href={code}
              data-count={linkEvent({ link: 'code', project: project.title })}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <GitHubIcon />
              {words.viewCode}
            </ExternalLink>
          )}
          {demo && (
            <ExternalLink
              href={demo}
              data-count={linkEvent({ link: 'demo', project: project.title })}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              {words.liveDemo}
              <ArrowUpRightIcon />
            </ExternalLink>
          )}
        </div>
      )}
    </article>
  );
}
