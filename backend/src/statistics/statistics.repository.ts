import { Injectable } from '@nestjs/common';
import type { DailyTotals, PageTotals, StatisticsAnswer } from '@portfolio/contract';
import { DataSource } from 'typeorm';
import type { DayCounts } from './tally';

/** How many referrers' hosts a past day keeps on their own rows; the rest are added up as 'other'. */
export const TOP_REFERRERS_PER_DAY = 20;

// Each table's rows of one write go in one statement, as arrays unnested: a write is four
// statements however many hits it holds.
const UPSERTS = {
  day: `INSERT INTO statistics_day AS t (day, visitors, visits, phone, tablet, desktop)
    SELECT * FROM unnest($1::date[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[])
    ON CONFLICT (day) DO UPDATE SET visitors = t.visitors + excluded.visitors, visits = t.visits + excluded.visits,
      phone = t.phone + excluded.phone, tablet = t.tablet + excluded.tablet, desktop = t.desktop + excluded.desktop`,
  page: `INSERT INTO statistics_page AS t (day, path, visitors, visits)
    SELECT * FROM unnest($1::date[], $2::text[], $3::int[], $4::int[])
    ON CONFLICT (day, path) DO UPDATE SET visitors = t.visitors + excluded.visitors, visits = t.visits + excluded.visits`,
  referrer: `INSERT INTO statistics_referrer AS t (day, host, visits)
    SELECT * FROM unnest($1::date[], $2::text[], $3::int[])
    ON CONFLICT (day, host) DO UPDATE SET visits = t.visits + excluded.visits`,
  link: `INSERT INTO statistics_link AS t (day, event, clicks)
    SELECT * FROM unnest($1::date[], $2::text[], $3::int[])
    ON CONFLICT (day, event) DO UPDATE SET clicks = t.clicks + excluded.clicks`,
};

type Row = (string | number)[];

/** Each table's rows of one batch: a day's totals, and a row per key of its maps. */
function rowsOf(days: Map<string, DayCounts>): Record<keyof typeof UPSERTS, Row[]> {
  const all = [...days];
  const keyed = <V>(pick: (counts: DayCounts) => Map<string, V>, values: (value: V) => number[]) =>
    all.flatMap(([day, counts]) => [...pick(counts)].map(([key, value]): Row => [day, key, ...values(value)]));
  return {
    day: all.map(([day, { visitors, visits, devices }]) => [
      day,
      visitors,
      visits,
      devices.phone,
      devices.tablet,
      devices.desktop,
    ]),
    page: keyed(
      (counts) => counts.pages,
      ({ visitors, visits }) => [visitors, visits],
    ),
    referrer: keyed(
      (counts) => counts.referrers,
      (visits) => [visits],
    ),
    link: keyed(
      (counts) => counts.links,
      (clicks) => [clicks],
    ),
  };
}

/** The per-day totals: added to in batches, read back for the owner. */
@Injectable()
export class StatisticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Adds a batch of counts to the stored totals, all or nothing. */
  async add(days: Map<string, DayCounts>): Promise<void> {
    const tables = rowsOf(days);
    await this.dataSource.transaction(async (manager) => {
      for (const [table, rows] of Object.entries(tables) as [keyof typeof UPSERTS, Row[]][]) {
        // unnest takes the rows as one array per column.
        if (rows[0])
          await manager.query(
            UPSERTS[table],
            rows[0].map((_, column) => rows.map((row) => row[column])),
          );
      }
    });
  }

  /** Keeps the top referrers' hosts of each day before `today` on their own rows, adding the rest to 'other'. */
  async keepTopReferrers(today: string): Promise<void> {
    await this.dataSource.query(
      `WITH ranked AS (
         SELECT day, host, row_number() OVER (PARTITION BY day ORDER BY visits DESC, host) AS rank
           FROM statistics_referrer WHERE day < $1 AND host <> ''),
       moved AS (
         DELETE FROM statistics_referrer r USING ranked
          WHERE r.day = ranked.day AND r.host = ranked.host AND ranked.rank > $2
          RETURNING r.day, r.visits)
       INSERT INTO statistics_referrer AS t (day, host, visits)
         SELECT day, '', sum(visits) FROM moved GROUP BY day
         ON CONFLICT (day, host) DO UPDATE SET visits = t.visits + excluded.visits`,
      [today, TOP_REFERRERS_PER_DAY],
    );
  }

  /** The figures of the days from `first` to `last` (UTC, inclusive). */
  async read(first: string, last: string): Promise<StatisticsAnswer> {
    const range = [first, last];
    const [days, [devices], pages, referrers, links] = await Promise.all([
      this.dataSource.query(
        `SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(visitors, 0)::int AS visitors, coalesce(visits, 0)::int AS visits
           FROM generate_series($1::date, $2::date, interval '1 day') AS d
           LEFT JOIN statistics_day ON day = d ORDER BY d`,
        range,
      ) as Promise<DailyTotals[]>,
      this.dataSource.query(
        `SELECT coalesce(sum(phone), 0)::int AS phone, coalesce(sum(tablet), 0)::int AS tablet,
                coalesce(sum(desktop), 0)::int AS desktop
           FROM statistics_day WHERE day BETWEEN $1 AND $2`,
        range,
      ) as Promise<StatisticsAnswer['devices'][]>,
      this.dataSource
        .query(
          // A post's page is named by the post holding its address now. The index of addresses finds
          // it, as it holds the posts that have one: the planner uses it when the query says so too.
          `SELECT path, visits, visitors,
                (SELECT fields ->> 'title' FROM post
                  WHERE path LIKE '/blog/%' AND fields ->> 'slug' = substr(path, 7)
                    AND coalesce(fields ->> 'slug', '') <> '') AS title
           FROM (SELECT path, sum(visits)::int AS visits, sum(visitors)::int AS visitors FROM statistics_page
                  WHERE day BETWEEN $1 AND $2 GROUP BY path) AS totals
          ORDER BY visits DESC, path`,
          range,
        )
        .then(withoutEmptyTitles) as Promise<StatisticsAnswer['pages']>,
      this.dataSource.query(
        `(SELECT host, sum(visits)::int AS visits FROM statistics_referrer
            WHERE day BETWEEN $1 AND $2 AND host <> '' GROUP BY host ORDER BY visits DESC, host LIMIT $3)
         UNION ALL
         (SELECT NULL, sum(visits)::int FROM statistics_referrer
            WHERE day BETWEEN $1 AND $2 AND host = '' HAVING sum(visits) > 0)`,
        [...range, TOP_REFERRERS_PER_DAY],
      ) as Promise<StatisticsAnswer['referrers']>,
      this.dataSource.query(
        `SELECT event, sum(clicks)::int AS clicks FROM statistics_link
          WHERE day BETWEEN $1 AND $2 GROUP BY event ORDER BY clicks DESC, event`,
        range,
      ) as Promise<StatisticsAnswer['links']>,
    ]);
    return { days, devices: devices!, pages, referrers, links };
  }
}

/** A page that is no post's has no `title` at all, rather than a null one. */
function withoutEmptyTitles(pages: (PageTotals & { title: string | null })[]): PageTotals[] {
  return pages.map(({ title, ...page }) => (title === null ? page : { ...page, title }));
}
