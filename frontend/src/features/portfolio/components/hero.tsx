import type { PersonalInfo } from '@portfolio/contract';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { MailIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { useIsland } from '@/lib/use-island';
import { attachHeroMotion, markOpacity, TICKS } from '../islands/hero-motion';
import { httpHref } from '../lib/links';
import { portraitOf, PORTRAIT_SIZES } from '../lib/portrait';
import { GitHubIcon, LinkedInIcon } from './brand-icons';

const iconLink = buttonVariants({ variant: 'outline', size: 'icon', className: '[&_svg]:size-[18px]' });

/** Home: title, availability, description and links over a portrait and a moving light. */
export function Hero({ personalInfo }: { personalInfo: PersonalInfo }) {
  const section = useIsland(attachHeroMotion);
  const github = httpHref(personalInfo.github);
  const linkedin = httpHref(personalInfo.linkedin);
  const portrait = portraitOf(personalInfo);

  return (
    <section
      id="home"
      ref={section}
      data-island="hero-motion"
      aria-labelledby="home-title"
      // The spotlight's resting place, as classes: the policy refuses style attributes in HTML.
      className="relative isolate scroll-mt-16 overflow-hidden border-b border-white/5 [--spot-x:72%] [--spot-y:38%]"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(color-mix(in_oklab,var(--color-white)_7%,transparent)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)] bg-[size:28px_28px]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(520px_circle_at_var(--spot-x)_var(--spot-y),color-mix(in_oklab,var(--color-emerald-400)_14%,transparent),transparent_70%)]"
      />

      <div className="mx-auto grid min-h-[calc(100svh-4rem)] max-w-6xl items-center gap-10 px-5 py-16 sm:px-8 md:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] md:py-24">
        <div className="order-2 md:order-1">
          <Badge className="border-emerald-400/30 bg-emerald-400/10 text-emerald-200">
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2 rounded-full bg-emerald-400" />
            </span>
            Available for work
          </Badge>
          <p className="mt-6 text-base font-medium text-zinc-400 sm:text-lg">{personalInfo.name}</p>
          <h1
            id="home-title"
            className="mt-2 bg-linear-to-br from-white via-zinc-100 to-emerald-200 bg-clip-text text-4xl leading-[1.08] font-bold tracking-tight text-balance text-transparent sm:text-5xl lg:text-6xl"
          >
            {personalInfo.title}
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-pretty text-zinc-400 sm:text-lg">
            {personalInfo.description}
          </p>
          <ul className="mt-8 flex items-center gap-3">
            {github && (
              <HeroLink label="GitHub">
                <ExternalLink href={github} className={iconLink}>
                  <GitHubIcon />
                  <span className="sr-only">GitHub</span>
                </ExternalLink>
              </HeroLink>
            )}
            {linkedin && (
              <HeroLink label="LinkedIn">
                <ExternalLink href={linkedin} className={iconLink}>
                  <LinkedInIcon />
                  <span className="sr-only">LinkedIn</span>
                </ExternalLink>
              </HeroLink>
            )}
            <HeroLink label="Contact">
              <a href="#contact" className={iconLink}>
                <MailIcon />
                <span className="sr-only">Contact</span>
              </a>
            </HeroLink>
          </ul>
        </div>

        <div className="order-1 flex justify-center md:order-2 md:justify-end">
          <div className="relative size-52 sm:size-64 md:size-80 lg:size-96">
            <SecondsDial />
            <img
              sizes={portrait.srcSet && PORTRAIT_SIZES}
              srcSet={portrait.srcSet}
              src={portrait.src}
              width={portrait.width}
              height={portrait.height}
              alt={`Portrait of ${personalInfo.name}`}
              fetchPriority="high"
              className="absolute inset-[11%] size-[78%] rounded-full border border-white/10 bg-zinc-900 object-cover shadow-2xl shadow-emerald-950/50"
            />
          </div>
        </div>
      </div>
    </section>
  );
}

function HeroLink({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <Tooltip label={label}>{children}</Tooltip>
    </li>
  );
}

/**
 * The decorative clock around the portrait: one mark per second, with a fading trail behind the
 * current one, drawn at its first tick; its island moves it (islands/hero-motion.ts).
 *
 * The trail steps from mark to mark, as a second hand does, and is not eased between ticks: a
 * mark inside an SVG cannot be animated off the main thread, so fading 12 of them took a paint
 * every frame for most of each second, long tasks on a slow phone (docs/performance.md).
 */
function SecondsDial() {
  return (
    <svg
      aria-hidden="true"
      data-tick={0}
      viewBox="-100 -100 200 200"
      className="absolute inset-0 size-full text-emerald-300"
    >
      <circle r="97" fill="none" stroke="currentColor" strokeOpacity="0.08" />
      {Array.from({ length: TICKS }, (_, index) => {
        const long = index % 5 === 0;
        return (
          <line
            key={index}
            x1="0"
            y1={long ? -84 : -86}
            x2="0"
            y2="-91"
            transform={`rotate(${index * 6})`}
            stroke="currentColor"
            strokeWidth={long ? 1.6 : 1}
            strokeLinecap="round"
            strokeOpacity={markOpacity(index, 0, true)}
          />
        );
      })}
    </svg>
  );
}
