import { linkEvent, parseMediaUrl, type PersonalInfo } from '@portfolio/contract';
import { buttonVariants } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { DownloadIcon, MailIcon } from '@/components/ui/icons';
import { useLocale } from '@/lib/locale';
import { httpHref, mailtoHref } from '../lib/links';
import { GitHubIcon, LinkedInIcon } from './brand-icons';
import { Section } from './section';

/** The built-in resume (public/resume.pdf, made by scripts/make-resume.mjs), offered until the owner uploads theirs. */
export const RESUME_URL = '/resume.pdf';

/** The address of an uploaded PDF, or undefined when the field is empty (or not one of this site's). */
const uploadedPdf = (url: string) => (parseMediaUrl(url)?.kind === 'pdf' ? url : undefined);

/** What the downloaded resume is called: after its owner, as a recruiter would file it. */
export function resumeFileName(name: string): string {
  // Letters, digits and name punctuation only: nothing a file system refuses, runs of the rest one space.
  const owner = name.replace(/[^\p{L}\p{N}.,'-]+/gu, ' ').trim();
  return owner ? `${owner} - Resume.pdf` : 'Resume.pdf';
}

const socialLink =
  'inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm text-zinc-400 transition-colors ' +
  'hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-300 [&_svg]:size-4';

export function Contact({ personalInfo }: { personalInfo: PersonalInfo }) {
  const mailto = mailtoHref(personalInfo.email);
  const github = httpHref(personalInfo.github);
  const linkedin = httpHref(personalInfo.linkedin);
  const resume = uploadedPdf(personalInfo.resume);
  const { words } = useLocale();

  return (
    <Section id="contact" eyebrow={words.contact} title={words.contactTitle}>
      <div className="relative overflow-hidden rounded-3xl border border-white/10 bg-linear-to-br from-emerald-400/[0.08] via-white/[0.02] to-transparent px-6 py-12 text-center sm:px-12 sm:py-16">
        {mailto && (
          <p className="text-lg text-zinc-300 sm:text-xl">
            <a
              href={mailto}
              data-count={linkEvent({ link: 'email' })}
              className="rounded-sm break-all underline decoration-white/20 underline-offset-8 transition-colors hover:decoration-emerald-300"
            >
              {personalInfo.email}
            </a>
          </p>
        )}
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {mailto && (
            <a href={mailto} data-count={linkEvent({ link: 'email' })} className={buttonVariants()}>
              <MailIcon />
              {words.startConversation}
            </a>
          )}
          <a
            href={resume ?? RESUME_URL}
            data-count={linkEvent({ link: 'resume' })}
            download={resume ? resumeFileName(personalInfo.name) : ''}
            className={buttonVariants({ variant: 'outline' })}
          >
            <DownloadIcon />
            {words.downloadResume}
          </a>
        </div>
        {(github || linkedin) && (
          <ul className="mt-8 flex justify-center gap-2">
            {github && (
              <li>
                <ExternalLink href={github} data-count={linkEvent({ link: 'github' })} className={socialLink}>
                  <GitHubIcon />
                  GitHub
                </ExternalLink>
              </li>
            )}
            {linkedin && (
              <li>
                <ExternalLink href={linkedin} data-count={linkEvent({ link: 'linkedin' })} className={socialLink}>
                  <LinkedInIcon />
                  LinkedIn
                </ExternalLink>
              </li>
            )}
          </ul>
        )}
      </div>
    </Section>
  );
}
