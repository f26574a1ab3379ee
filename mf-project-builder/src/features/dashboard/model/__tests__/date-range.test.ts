import { endOfDayIso, startOfDayIso, today, withEnd, withStart } from '../date-range';

const NOW = new Date(2024, 5, 15, 9, 30);

describe('the date filter rules (project-builder.md §5)', () => {
  it('sends the start of the first day and the end of the last, in local time', () => {
    expect(new Date(startOfDayIso('2024-01-05'))).toEqual(new Date(2024, 0, 5, 0, 0, 0, 0));
    expect(new Date(endOfDayIso('2024-01-05'))).toEqual(new Date(2024, 0, 5, 23, 59, 59, 999));
  });

  it('knows today as a calendar date', () => {
    expect(today(NOW)).toBe('2024-06-15');
  });

  it('takes a start up to today and refuses one after it', () => {
    expect(withStart({}, '2024-06-15', NOW)).toEqual({ range: { startDate: '2024-06-15' } });
    expect(withStart({ startDate: '2024-06-01' }, '2024-06-16', NOW)).toEqual({
      range: { startDate: '2024-06-01' },
      error: 'startAfterToday',
    });
  });

  it('clears the end when the start chosen is after it, and keeps it otherwise', () => {
    expect(withStart({ endDate: '2024-03-01' }, '2024-03-02', NOW).range).toEqual({
      startDate: '2024-03-02',
      endDate: undefined,
    });
    expect(withStart({ endDate: '2024-03-01' }, '2024-03-01', NOW).range).toEqual({
      startDate: '2024-03-01',
      endDate: '2024-03-01',
    });
  });

  it('refuses an end before the start and takes one on or after it', () => {
    const range = { startDate: '2024-03-10' };
    expect(withEnd(range, '2024-03-09')).toEqual({ range, error: 'endBeforeStart' });
    expect(withEnd(range, '2024-03-10')).toEqual({
      range: { startDate: '2024-03-10', endDate: '2024-03-10' },
    });
    expect(withEnd({}, '2024-03-09')).toEqual({ range: { endDate: '2024-03-09' } });
  });

  it('clears either date with an empty value', () => {
    const range = { startDate: '2024-03-10', endDate: '2024-03-12' };
    expect(withStart(range, '', NOW).range).toEqual({
      startDate: undefined,
      endDate: '2024-03-12',
    });
    expect(withEnd(range, '').range).toEqual({ startDate: '2024-03-10', endDate: undefined });
  });
});
