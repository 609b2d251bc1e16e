import { describe, expect, it } from 'vitest';
import { contentDate, formatDuration, parseDuration } from './dates.ts';

describe('durations as the page writes them', () => {
  it('writes month and year for a job that ended, the start year for a current one', () => {
    expect(formatDuration('2021-05-01', '2022-12-31')).toBe('May 2021 - Dec 2022');
    expect(formatDuration('2021-05', '2022')).toBe('May 2021 - 2022');
    expect(formatDuration('2022-03-01')).toBe('2022 - Present');
    expect(formatDuration('2022')).toBe('2022 - Present');
    expect(formatDuration(undefined, '2019-06')).toBe('Jun 2019');
    expect(formatDuration()).toBe('');
  });

  it('reads them back as JSON Resume dates, and round trips what it wrote', () => {
    expect(parseDuration('May 2021 - Dec 2022')).toEqual({
      startDate: '2021-05',
      endDate: '2022-12',
    });
    expect(parseDuration('2022 - Present')).toEqual({ startDate: '2022' });
    expect(parseDuration('July 2019 – May 2021')).toEqual({
      startDate: '2019-07',
      endDate: '2021-05',
    });
    expect(parseDuration('since forever')).toEqual({});
    for (const duration of ['May 2021 - Dec 2022', '2022 - Present', 'Jan 2010 - 2011']) {
      const { startDate, endDate } = parseDuration(duration);
      expect(formatDuration(startDate, endDate)).toBe(duration);
    }
  });

  it("writes a résumé's dates as a job's start and end", () => {
    expect(['2021-05-01', '2021-05', '2021', ' 2019-12 '].map(contentDate)).toEqual([
      '2021-05',
      '2021-05',
      '2021',
      '2019-12',
    ]);
    expect(['2021-13', 'May 2021', '', undefined].map(contentDate)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
