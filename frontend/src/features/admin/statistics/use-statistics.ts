import { useQuery } from '@tanstack/react-query';
import { loadStatistics, type StatisticsPeriod } from '../api/statistics-api';

/** The visit statistics of a period, read when shown; the API writes its counts every few seconds. */
export function useStatistics(days: StatisticsPeriod) {
  return useQuery({
    queryKey: ['admin', 'statistics', days],
    queryFn: ({ signal }) => loadStatistics(days, signal),
    retry: false,
    networkMode: 'always',
  });
}
