import { fillWords, linkEvent, type PersonalInfo } from '@portfolio/contract';
import type { ReactNode } from 'react';
import { Backdrop } from '@/components/ui/backdrop';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { MailIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { useLocale } from '@/lib/locale';
import { useIsland } from '@/lib/use-island';
import { attachHeroMotion } from '../islands/hero-motion';
import { httpHref } from '../lib/links';
import { portraitOf, PORTRAIT_SIZES } from '../lib/portrait';
import { GitHubIcon, LinkedInIcon } from './brand-icons';

const iconLink = buttonVariants({ variant: 'outline', size: 'icon', className: '[&_svg]:size-[18px]' });

/** Home: title, availability, description and links over a portrait and a moving light. */
export function Hero({ personalInfo }: { personalInfo: PersonalInfo }) {
  const section = useIsland(attachHeroMotion);
  const { words } = useLocale();
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
      <Backdrop />

      <div className="mx-auto grid min-h-[calc(100svh-4rem)] max-w-6xl items-center gap-10 px-5 py-16 sm:px-8 md:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] md:py-24">
        <div className="order-2 md:order-1">
          <Badge className="border-emerald-400/30 bg-emerald-400/10 text-emerald-200">
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2 rounded-full bg-emerald-400" />
            </span>
            {words.availableForWork}
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
                <ExternalLink href={github} data-count={linkEvent({ link: 'github' })} className={iconLink}>
                  <GitHubIcon />
                  <span className="sr-only">GitHub</span>
                </ExternalLink>
              </HeroLink>
            )}
            {linkedin && (
              <HeroLink label="LinkedIn">
                <ExternalLink href={linkedin} data-count={linkEvent({ link: 'linkedin' })} className={iconLink}>
                  <LinkedInIcon />
                  <span className="sr-only">LinkedIn</span>
                </ExternalLink>
              </HeroLink>
            )}
            <HeroLink label={words.contact}>
              <a href="#contact" className={iconLink}>
                <MailIcon />
                <span className="sr-only">{words.contact}</span>
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
              alt={fillWords(words.portraitOf, { name: personalInfo.name })}
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

/** The dial's marks, one per second, and how many of them the hand lights behind the current one. */
const MARKS = 60;
const TRAIL = 12;
/** How lit a mark is when none of the hand is over it. */
const REST_OPACITY = 0.12;

/**
 * The decorative clock around the portrait: 60 faint marks, and over them a hand of 12 lit marks
 * fading behind the current second, which CSS turns a mark each second (`animate-dial`). The hand
 * is an element of its own, turned whole, so the compositor moves it: no script runs for it, and
 * the main thread neither restyles nor repaints the dial (docs/performance.md). Its marks are all
 * drawn long, as a hand is; a visitor who asks for less motion sees the faint dial only.
 */
function SecondsDial() {
  const viewBox = '-100 -100 200 200';
  const drawing = 'absolute inset-0 size-full text-emerald-300';
  return (
    <>
      <svg aria-hidden="true" viewBox={viewBox} className={drawing}>
        <circle r="97" fill="none" stroke="currentColor" strokeOpacity="0.08" />
        {Array.from({ length: MARKS }, (_, index) => (
          <Mark key={index} angle={index * 6} long={index % 5 === 0} opacity={REST_OPACITY} />
        ))}
      </svg>
      <svg
        aria-hidden="true"
        data-dial-hand=""
        viewBox={viewBox}
        className={`${drawing} animate-dial motion-reduce:hidden`}
      >
        {Array.from({ length: TRAIL }, (_, age) => (
          <Mark key={age} angle={-age * 6} long opacity={1 - age / TRAIL} />
        ))}
      </svg>
    </>
  );
}

function Mark({ angle, long, opacity }: { angle: number; long: boolean; opacity: number }) {
  return (
    <line
      x1="0"
      y1={long ? -84 : -86}
      x2="0"
      y2="-91"
      transform={`rotate(${angle})`}
      stroke="currentColor"
      strokeWidth={long ? 1.6 : 1}
      strokeLinecap="round"
      strokeOpacity={opacity}
    />
  );
}
