import type { AnalyticsDay } from '@gptsite/shared';
import { analyticsCsv, analyticsCsvFileName } from './analytics-csv';

const day = (date: string, questions: number): AnalyticsDay => ({
  date,
  conversations: 1,
  questions,
  answered: questions - 1,
  declined: 1,
  helpful: 0,
  unhelpful: 1,
});

describe('analyticsCsv', () => {
  it('writes a header row, then a row per day in order, with CRLF line ends', () => {
    expect(analyticsCsv([day('2026-11-24', 3), day('2026-11-25', 2)])).toBe(
      'date,conversations,questions,answered,declined,helpful,unhelpful\r\n' +
        '2026-11-24,1,3,2,1,0,1\r\n' +
        '2026-11-25,1,2,1,1,0,1\r\n',
    );
  });

  it('names the file after the assistant, the period and its last day', () => {
    expect(analyticsCsvFileName('a1', [day('2026-11-24', 1), day('2026-11-25', 1)])).toBe(
      'analytics-a1-2d-2026-11-25.csv',
    );
  });
});
