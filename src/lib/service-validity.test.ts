import dayjs from 'dayjs';
import {
  blocksCreation,
  manageCentreButtonTone,
  serviceBlockReason,
  serviceValidity,
  serviceValidityOf,
  showExpiryTip,
  validityTextTone,
  type ServiceCategory,
} from './service-validity';

const TODAY = '2024-05-15';
/** The day `n` days after TODAY, as the API writes it. */
const inDays = (n: number) => dayjs(TODAY).add(n, 'day').format('YYYY-MM-DD');
const STARTED = inDays(-100);

describe('serviceValidity by days left', () => {
  it.each([
    // start, end, category, before10, daysLeft
    ['365 days left', STARTED, inDays(365), 1, false, 365],
    ['31 days left', STARTED, inDays(31), 1, false, 31],
    ['30 days left', STARTED, inDays(30), 1, false, 30],
    ['29 days left', STARTED, inDays(29), 2, false, 29],
    ['10 days left', STARTED, inDays(10), 2, false, 10],
    ['9 days left', STARTED, inDays(9), 2, true, 9],
    ['1 day left', STARTED, inDays(1), 2, true, 1],
    ['0 days left (last day)', STARTED, inDays(0), 2, true, 0],
    ['-1 (ended yesterday)', STARTED, inDays(-1), 4, false, -1],
    ['-400', STARTED, inDays(-400) , 4, false, -400],
    ['starts tomorrow', inDays(1), inDays(366), 3, false, 366],
    ['starts in a month, ends soon after', inDays(30), inDays(35), 3, false, 35],
    ['starts today', inDays(0), inDays(365), 1, false, 365],
    ['no end date', STARTED, '', 1, false, null],
    ['no dates at all', '', '', 1, false, null],
    ['no start date, 5 days left', '', inDays(5), 2, true, 5],
  ] as const)('%s', (_, start, end, category, before10, daysLeft) => {
    expect(serviceValidity(start, end, TODAY)).toEqual({ category, before10, daysLeft });
  });

  it('ignores the time of day of "today"', () => {
    expect(serviceValidity(STARTED, inDays(0), new Date(2024, 4, 15, 23, 59)).category).toBe(2);
    expect(serviceValidity(STARTED, inDays(29), new Date(2024, 4, 15, 0, 0)).category).toBe(2);
  });

  it('reads the user fields', () => {
    const user = { courses_server_start: STARTED, courses_server_end_date: inDays(3) };
    expect(serviceValidityOf(user, TODAY)).toEqual({ category: 2, before10: true, daysLeft: 3 });
  });
});

describe('what each category means', () => {
  it.each([
    // category, button tone, blocks creation, block reason
    [1, 'normal', false, null],
    [2, 'orange', false, null],
    [3, 'red', true, 'not-started'],
    [4, 'red', true, 'expired'],
  ] as const)('category %i: button %s, blocks %s, reason %s', (category, tone, blocks, reason) => {
    expect(manageCentreButtonTone(category as ServiceCategory)).toBe(tone);
    expect(blocksCreation(category as ServiceCategory)).toBe(blocks);
    expect(serviceBlockReason(category as ServiceCategory)).toBe(reason);
  });
});

describe('showExpiryTip: expired or the final 10 days', () => {
  it.each([
    [30, false],
    [29, false],
    [10, false],
    [9, true],
    [0, true],
    [-1, true],
  ])('%i days left -> %s', (days, expected) => {
    expect(showExpiryTip(serviceValidity(STARTED, inDays(days), TODAY))).toBe(expected);
  });

  it('not before the service starts', () => {
    expect(showExpiryTip(serviceValidity(inDays(1), inDays(5), TODAY))).toBe(false);
  });
});

describe('validityTextTone of the data centre', () => {
  it.each([
    ['31 days left', STARTED, inDays(31), 'grey'],
    ['30 days left', STARTED, inDays(30), 'amber'],
    ['29 days left', STARTED, inDays(29), 'amber'],
    ['0 days left', STARTED, inDays(0), 'amber'],
    ['ended yesterday', STARTED, inDays(-1), 'red'],
    ['starts tomorrow', inDays(1), inDays(400), 'red'],
    ['started today', inDays(0), inDays(400), 'grey'],
    ['no end date', STARTED, '', 'grey'],
  ] as const)('%s -> %s', (_, start, end, tone) => {
    expect(validityTextTone(start, end, TODAY)).toBe(tone);
  });
});
