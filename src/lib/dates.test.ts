import dayjs from 'dayjs';
import {
  daysBetween,
  formatDate,
  formatDateTime,
  isoDaysIn,
  isRangeBeforeOpenDate,
  last30days,
  last7days,
  lastMonthRange,
  lastweek,
  monthRange,
  presetRange,
  recentRange,
  sinceStartRange,
  toApiDate,
  toIsoDate,
  today,
  type DateRange,
} from './dates';

const iso = (r: DateRange) => [toIsoDate(r.start), toIsoDate(r.end)];

describe('today', () => {
  it('is the start of the given day', () => {
    const t = today(new Date(2024, 4, 15, 17, 42));
    expect(t.format('YYYY-MM-DD HH:mm:ss')).toBe('2024-05-15 00:00:00');
  });

  it('defaults to the current day', () => {
    expect(toIsoDate(today())).toBe(dayjs().format('YYYY-MM-DD'));
  });
});

describe('daysBetween counts whole calendar days', () => {
  it.each([
    ['2024-05-15', '2024-05-15', 0],
    ['2024-05-15', '2024-05-16', 1],
    ['2024-05-15', '2024-05-14', -1],
    ['2024-05-15', '2024-06-14', 30],
    ['2024-02-28', '2024-03-01', 2], // leap year
    ['2023-12-31', '2024-01-01', 1],
    ['2024-03-30', '2024-03-31', 1], // a daylight-saving change in many zones
    ['2024-10-26', '2024-10-28', 2],
  ])('%s -> %s = %i', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it('ignores the time of day', () => {
    expect(daysBetween(new Date(2024, 4, 15, 23, 59), new Date(2024, 4, 16, 0, 1))).toBe(1);
    expect(daysBetween(new Date(2024, 4, 15, 0, 1), new Date(2024, 4, 15, 23, 59))).toBe(0);
  });
});

describe('formats', () => {
  it.each([
    [formatDate, new Date(2024, 0, 5, 9, 7), '2024/01/05'],
    [formatDate, '2024-01-05', '2024/01/05'],
    [formatDate, '', ''],
    [formatDate, null, ''],
    [formatDate, 'not a date', ''],
    [formatDateTime, new Date(2024, 0, 5, 9, 7), '2024/01/05 09:07'],
    [formatDateTime, undefined, ''],
  ] as const)('%o(%o) = %s', (fn, input, expected) => {
    expect(fn(input)).toBe(expected);
  });

  it('sends dates to the API as YYYYMMDD', () => {
    expect(toApiDate(new Date(2024, 0, 5, 23, 30))).toBe('20240105');
    expect(toApiDate('2024-12-31')).toBe('20241231');
  });
});

describe('data centre ranges (today 2024-05-15, a Wednesday)', () => {
  const t = '2024-05-15';

  it.each([
    ['recently: the last 31 days', recentRange(t), ['2024-04-15', '2024-05-15']],
    ['last7days', last7days(t), ['2024-05-09', '2024-05-15']],
    ['last30days', last30days(t), ['2024-04-16', '2024-05-15']],
    ['lastweek: Monday to Sunday', lastweek(t), ['2024-05-06', '2024-05-12']],
    ['lastmonth', lastMonthRange(t), ['2024-04-01', '2024-04-30']],
    ['a picked month', monthRange('2024-02'), ['2024-02-01', '2024-02-29']],
    ['a picked month as a date', monthRange(new Date(2023, 11, 20)), ['2023-12-01', '2023-12-31']],
    ['service start to yesterday', sinceStartRange('2024-01-10', t), ['2024-01-10', '2024-05-14']],
  ])('%s', (_, range, expected) => {
    expect(iso(range)).toEqual(expected);
  });

  it('recently spans 31 days including today', () => {
    const r = recentRange(t);
    expect(daysBetween(r.start, r.end) + 1).toBe(31);
  });

  it.each([
    ['2024-05-13', ['2024-05-06', '2024-05-12']], // on a Monday
    ['2024-05-19', ['2024-05-06', '2024-05-12']], // on a Sunday
    ['2024-01-03', ['2023-12-25', '2023-12-31']], // across the year
  ])('lastweek from %s', (day, expected) => {
    expect(iso(lastweek(day))).toEqual(expected);
  });

  it('lastmonth in January is last December', () => {
    expect(iso(lastMonthRange('2024-01-31'))).toEqual(['2023-12-01', '2023-12-31']);
  });

  it('lastmonth on 31 March is February', () => {
    expect(iso(lastMonthRange('2024-03-31'))).toEqual(['2024-02-01', '2024-02-29']);
  });

  it.each(['last7days', 'last30days', 'lastweek', 'lastmonth'] as const)('presetRange(%s) matches its function', (p) => {
    const direct = { last7days, last30days, lastweek, lastmonth: lastMonthRange }[p](t);
    expect(iso(presetRange(p, t))).toEqual(iso(direct));
  });
});

describe('isRangeBeforeOpenDate disables ranges that end before the organisation opened', () => {
  const april = monthRange('2024-04');
  it.each([
    ['2024-05-01', true],
    ['2024-04-30', false], // the last day of the range is the open day
    ['2024-04-10', false],
    ['2023-01-01', false],
    ['', false],
    [null, false],
    ['garbage', false],
  ])('open date %s -> %s', (openDate, expected) => {
    expect(isRangeBeforeOpenDate(april, openDate)).toBe(expected);
  });
});

describe('isoDaysIn lists every day of a range', () => {
  it('first to last, across a month and a daylight-saving change', () => {
    expect(isoDaysIn({ start: dayjs('2026-02-27'), end: dayjs('2026-03-02') })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(isoDaysIn({ start: dayjs('2026-03-28T15:00'), end: dayjs('2026-03-30T01:00') })).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(isoDaysIn(recentRange('2024-05-15'))).toHaveLength(31);
  });
  it('is empty for a range that ends before it starts', () => {
    expect(isoDaysIn({ start: dayjs('2026-03-02'), end: dayjs('2026-03-01') })).toEqual([]);
  });
});
