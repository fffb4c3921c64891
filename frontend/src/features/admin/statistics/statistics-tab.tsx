import { STATISTICS_PERIODS } from '@portfolio/contract';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { statisticsCsvPath, type StatisticsAnswer, type StatisticsPeriod } from '../api/statistics-api';
import { useStatistics } from './use-statistics';
import { Panel } from '../form/panel';
import { VisitsChart } from './visits-chart';

const LINK_NAMES: Record<string, string> = {
  code: 'View Code',
  demo: 'Live Demo',
  resume: 'Résumé',
  email: 'Email',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

/** A counted link as the owner knows it: `code:Title` is "Title: View Code". */
function linkName(event: string): string {
  const [link = '', project] = event.split(/:(.*)/s);
  const name = LINK_NAMES[link] ?? event;
  return project === undefined ? name : `${project}: ${name}`;
}

/**
 * A page as the owner knows it: the home page, or a post by the title the answer gives it (the
 * admin holds no list of every post to look it up in); its path when the answer names no title.
 */
function pageName({ path, title }: { path: string; title?: string }): string {
  if (path === '/') return 'Home page';
  return title || path;
}

const sum = (answer: StatisticsAnswer, key: 'visits' | 'visitors') =>
  answer.days.reduce((total, day) => total + day[key], 0);

/**
 * Who reads the site: visitors and visits per day over 7, 30 or 90 days, the pages, referrers and
 * links they came by. Counted without cookies and stored as daily totals (docs/statistics.md).
 */
export function StatisticsTab() {
  const [days, setDays] = useState<StatisticsPeriod>(30);
  const statistics = useStatistics(days);
  return (
    <Panel
      title="Statistics"
      description="Visitors are told apart for one day only; nothing about any of them is stored."
      actions={
        <a href={statisticsCsvPath(days)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Download CSV
        </a>
      }
    >
      <TabList
        label="Period"
        idBase="statistics"
        items={STATISTICS_PERIODS.map((value) => ({ value: String(value), label: `${value} days` }))}
        value={String(days)}
        onChange={(value) => setDays(Number(value) as StatisticsPeriod)}
      />
      <TabPanel idBase="statistics" value={String(days)} className="mt-6">
        {statistics.data ? (
          <Figures answer={statistics.data} days={days} />
        ) : (
          <p role="status" className="text-sm text-zinc-400">
            {statistics.isError ? 'The statistics could not be loaded.' : 'Loading the statistics…'}
          </p>
        )}
      </TabPanel>
    </Panel>
  );
}

function Figures({ answer, days }: { answer: StatisticsAnswer; days: number }) {
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label="Visitors" value={sum(answer, 'visitors')} />
        <Figure label="Visits" value={sum(answer, 'visits')} />
        <Figure label="On phones" value={answer.devices.phone} />
        <Figure label="On tablets" value={answer.devices.tablet} />
      </dl>
      <figure>
        <VisitsChart days={answer.days} />
        <figcaption className="mt-2 text-xs text-zinc-400">
          <span className="text-sky-300">Bars</span>: visits per day. <span className="text-emerald-300">Line</span>:
          visitors per day (UTC).
        </figcaption>
      </figure>
      <table className="sr-only">
        <caption>Visitors and visits per day over the last {days} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visitors</th>
            <th scope="col">Visits</th>
          </tr>
        </thead>
        <tbody>
          {answer.days.map(({ day, visitors, visits }) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              <td>{visitors}</td>
              <td>{visits}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid gap-8 md:grid-cols-3">
        <Ranking
          title="Top pages"
          empty="No visits yet."
          rows={answer.pages.map((page) => [pageName(page), `${page.visits} (${page.visitors})`])}
          unit="visits (visitors)"
        />
        <Ranking
          title="Top referrers"
          empty="No referrers yet."
          rows={answer.referrers.map(({ host, visits }) => [host ?? 'Others', String(visits)])}
          unit="visits"
        />
        <Ranking
          title="Links followed"
          empty="No links followed yet."
          rows={answer.links.map(({ event, clicks }) => [linkName(event), String(clicks)])}
          unit="clicks"
        />
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-white/10 px-4 py-3">
      <dt className="text-xs text-zinc-400">{label}</dt>
      <dd className="mt-1 font-mono text-2xl text-white">{value}</dd>
    </div>
  );
}

/** A list of names and figures, most first; names are text, whatever a visitor sent. */
function Ranking({ title, empty, rows, unit }: { title: string; empty: string; rows: string[][]; unit: string }) {
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold text-white">
        {title} <span className="font-normal text-zinc-400">· {unit}</span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-400">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-1 text-sm">
          {rows.map(([name, figure], index) => (
            <li key={index} className="flex justify-between gap-4 text-zinc-300">
              <span className="break-all">{name}</span>
              <span className="font-mono text-zinc-400">{figure}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
