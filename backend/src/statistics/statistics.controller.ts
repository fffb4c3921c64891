import { BadRequestException, Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { STATISTICS_PERIODS, type StatisticsAnswer, type StatisticsPeriod } from '@portfolio/contract';
import { OwnerOnly } from '../auth/public.decorator';
import { CLOCK, type Clock } from '../portfolio/clock';
import { StatisticsRepository } from './statistics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The owner's view of the visit statistics: the figures of the last 7, 30 or 90 days, today included. */
@Controller()
export class StatisticsController {
  constructor(
    private readonly repository: StatisticsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @OwnerOnly()
  @Get('statistics')
  @Header('Cache-Control', 'no-store')
  read(@Query('days') days: unknown): Promise<StatisticsAnswer> {
    return this.repository.read(...this.period(days));
  }

  /** The daily totals as a spreadsheet reads them. */
  @OwnerOnly()
  @Get('statistics.csv')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="visits.csv"')
  async csv(@Query('days') days: unknown): Promise<string> {
    const answer = await this.repository.read(...this.period(days));
    return ['day,visitors,visits', ...answer.days.map(({ day, visitors, visits }) => `${day},${visitors},${visits}`)]
      .map((line) => `${line}\r\n`)
      .join('');
  }

  /** The first and last days (UTC) of the period asked for; 30 days when none is. */
  private period(days: unknown): [string, string] {
    const length = days === undefined ? 30 : Number(days);
    if (!STATISTICS_PERIODS.includes(length as StatisticsPeriod)) {
      throw new BadRequestException({ message: `days must be one of ${STATISTICS_PERIODS.join(', ')}` });
    }
    const today = this.clock.now().getTime();
    const day = (moment: number) => new Date(moment).toISOString().slice(0, 10);
    return [day(today - (length - 1) * DAY_MS), day(today)];
  }
}
