/** The page's period, kept in the URL (?range=): the choice, its days and the calls' parameters. */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { today as todayOf } from '@/lib/dates';
import { allowedPeriod, parsePeriodParam, periodParam, periodQuery, periodRange, type PeriodChoice } from '../utils/period';

export function usePeriod(openDate: string | null | undefined) {
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => todayOf(), []);
  const raw = params.get('range');
  return useMemo(() => {
    const choice = allowedPeriod(parsePeriodParam(raw), openDate, today);
    const range = periodRange(choice, today);
    const setChoice = (next: PeriodChoice) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.set('range', periodParam(next));
          return out;
        },
        { replace: true },
      );
    return { today, choice, range, query: periodQuery(range), setChoice };
  }, [raw, openDate, today, setParams]);
}
