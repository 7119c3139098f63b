import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from './constants.ts';
import {
  actionTimeProblem,
  actionTimeWindow,
  addDays,
  ageOn,
  completeTime,
  dateFromParts,
  daysInMonth,
  defaultActionsRange,
  defaultEventsRange,
  defaultReportsRange,
  formatPolishDate,
  formatRangeDisplay,
  instantToWire,
  isPastDay,
  isValidWireDateTime,
  isValidYmd,
  isWireAfter,
  minutesToTime,
  monthRange,
  parseRangeDisplay,
  partsOfDate,
  rangeToWire,
  splitWireDateTime,
  timeToMinutes,
  todayYmd,
  toWireDateTime,
  wireToInstant,
} from './dates.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('dateFromParts', () => {
  it('accepts a real day and pads it', () => {
    expect(dateFromParts('5', '3', '2026')).toBe('2026-03-05');
    expect(dateFromParts(' 28 ', '02', '2026')).toBe('2026-02-28');
  });
  it('rejects days that do not exist', () => {
    expect(dateFromParts('31', '02', '2026')).toBeNull();
    expect(dateFromParts('29', '02', '2026')).toBeNull();
    expect(dateFromParts('29', '02', '2024')).toBe('2024-02-29');
    expect(dateFromParts('31', '04', '2026')).toBeNull();
    expect(dateFromParts('30', '04', '2026')).toBe('2026-04-30');
    expect(dateFromParts('0', '1', '2026')).toBeNull();
    expect(dateFromParts('1', '13', '2026')).toBeNull();
    expect(dateFromParts('1', '0', '2026')).toBeNull();
  });
  it('rejects non-numbers and empty inputs', () => {
    expect(dateFromParts('a', '1', '2026')).toBeNull();
    expect(dateFromParts('1', '1.', '2026')).toBeNull();
    expect(dateFromParts('', '1', '2026')).toBeNull();
    expect(dateFromParts('1', '1', '26')).toBeNull();
    expect(dateFromParts('-1', '1', '2026')).toBeNull();
  });
  it('rejects years outside 1900..2100', () => {
    expect(dateFromParts('1', '1', '1899')).toBeNull();
    expect(dateFromParts('1', '1', '1900')).toBe('1900-01-01');
    expect(dateFromParts('31', '12', '2100')).toBe('2100-12-31');
    expect(dateFromParts('1', '1', '2101')).toBeNull();
  });
  it('agrees with the JS calendar for any day, month and year (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1900, max: 2100 }),
        (d, m, y) => {
          const result = dateFromParts(String(d), String(m), String(y));
          const js = new Date(Date.UTC(y, m - 1, d));
          const real = m >= 1 && m <= 12 && d >= 1 && js.getUTCDate() === d && js.getUTCMonth() === m - 1;
          expect(result !== null).toBe(real);
          if (result)
            expect(partsOfDate(result)).toEqual({
              day: String(d).padStart(2, '0'),
              month: String(m).padStart(2, '0'),
              year: String(y),
            });
        },
      ),
    );
  });
  it('round-trips through partsOfDate', () => {
    expect(partsOfDate('2026-11-02')).toEqual({ day: '02', month: '11', year: '2026' });
    expect(partsOfDate(null)).toEqual({ day: '', month: '', year: '' });
    expect(partsOfDate('junk')).toEqual({ day: '', month: '', year: '' });
  });
});

describe('isValidYmd / daysInMonth', () => {
  it('checks the format and the calendar', () => {
    expect(isValidYmd('2026-02-28')).toBe(true);
    expect(isValidYmd('2026-02-31')).toBe(false);
    expect(isValidYmd('2026-2-28')).toBe(false);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
});

describe('time inputs', () => {
  it("appends ':00' only when there is no colon", () => {
    expect(completeTime('8')).toBe('8:00');
    expect(completeTime(' 21 ')).toBe('21:00');
    expect(completeTime('8:30')).toBe('8:30');
    expect(completeTime('')).toBe('');
  });
  it('parses H:mm and HH:mm to minutes', () => {
    expect(timeToMinutes('8')).toBe(480);
    expect(timeToMinutes('8:30')).toBe(510);
    expect(timeToMinutes('08:05')).toBe(485);
    expect(timeToMinutes('0:00')).toBe(0);
    expect(timeToMinutes('23:59')).toBe(1439);
  });
  it('rejects what is not a time of day', () => {
    for (const bad of ['24:00', '23:60', '8:5', 'ab', '', '8:300', '123', ':30', '8.30']) {
      expect(timeToMinutes(bad), bad).toBeNull();
    }
  });
  it('round-trips every minute of the day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(timeToMinutes(minutesToTime(m))).toBe(m);
      }),
    );
  });
});

describe('wire date-times', () => {
  it('combines a day and a time', () => {
    expect(toWireDateTime('2026-11-22', '8')).toBe('2026-11-22 08:00:00');
    expect(toWireDateTime('2026-11-22', '21:30')).toBe('2026-11-22 21:30:00');
    expect(toWireDateTime('2026-02-31', '8')).toBeNull();
    expect(toWireDateTime('2026-11-22', '25')).toBeNull();
  });
  it('builds an action window only when the end is after the start', () => {
    expect(actionTimeWindow('2026-11-22', '8', '21:00')).toEqual({
      since: { date: '2026-11-22 08:00:00' },
      until: { date: '2026-11-22 21:00:00' },
    });
    expect(actionTimeWindow('2026-11-22', '9', '9:00')).toBeNull();
    expect(actionTimeWindow('2026-11-22', '10', '9')).toBeNull();
    expect(actionTimeWindow('2026-11-22', 'x', '9')).toBeNull();
  });
  it('validates and splits wire values', () => {
    expect(isValidWireDateTime('2026-11-22 08:00:00')).toBe(true);
    expect(isValidWireDateTime('2026-02-31 08:00:00')).toBe(false);
    expect(isValidWireDateTime('2026-11-22 24:00:00')).toBe(false);
    expect(isValidWireDateTime('2026-11-22 23:60:00')).toBe(false);
    expect(isValidWireDateTime('2026-11-22 23:00:60')).toBe(false);
    expect(isValidWireDateTime('2026-11-22T08:00:00')).toBe(false);
    expect(splitWireDateTime('2026-11-22 08:30:00')).toEqual({ date: '2026-11-22', time: '08:30' });
    expect(splitWireDateTime(null)).toBeNull();
    expect(splitWireDateTime('2026-11-22')).toBeNull();
  });
});

describe('Europe/Warsaw', () => {
  it('converts instants to Polish local time in winter (+1) and summer (+2)', () => {
    expect(instantToWire(new Date('2026-01-15T10:00:00Z'))).toBe('2026-01-15 11:00:00');
    expect(instantToWire('2026-07-15T10:00:00Z')).toBe('2026-07-15 12:00:00');
    expect(instantToWire(Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01-01 00:30:00');
  });
  it('converts wire values back to instants', () => {
    expect(wireToInstant('2026-01-15 11:00:00')?.toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(wireToInstant('2026-07-15 12:00:00')?.toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(wireToInstant('2026-02-30 12:00:00')).toBeNull();
  });
  it('round-trips whole seconds across years, DST changes included (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2090, 0, 1) / 1000 }), (s) => {
        const instant = new Date(s * 1000);
        const wire = instantToWire(instant);
        expect(isValidWireDateTime(wire)).toBe(true);
        // The hour repeated when clocks go back is ambiguous; every other instant must come back.
        const back = wireToInstant(wire)!;
        expect(Math.abs(back.getTime() - instant.getTime()) % 3_600_000).toBe(0);
        expect(instantToWire(back)).toBe(wire);
      }),
    );
  });
  it('agrees with the time-zone database around each clock change, 1996-2100', () => {
    const hour = 3_600_000;
    for (let year = 1996; year <= 2100; year++) {
      for (const month of [2, 9]) {
        // The changes are at 01:00 UTC on the month's last Sunday: every 30 minutes from 2 hours
        // before to 2 hours after, and a day either side.
        const last = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        const around = Array.from({ length: 9 }, (_, i) => change - 2 * hour + i * 30 * 60_000);
        for (const t of [change - 24 * hour, ...around, change + 24 * hour]) {
          const wire = instantToWire(t);
          expect(wire).toBe(dayjs(t).tz(TIME_ZONE).format('YYYY-MM-DD HH:mm:ss'));
          // Every instant comes back, except those of the hour the clocks repeat in October.
          const repeated = month === 9 && t >= change - hour && t < change;
          if (!repeated) expect(wireToInstant(wire)?.getTime()).toBe(t);
        }
      }
    }
  });
  it('reads a skipped time as summer time and a repeated one as the later, winter one', () => {
    expect(wireToInstant('2026-03-29 02:30:00')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wireToInstant('2026-10-25 02:30:00')?.toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
  it('asks the time-zone database before the EU rule (1996)', () => {
    // Poland's summer time ended on the last Sunday of September until 1995.
    expect(instantToWire(Date.UTC(1995, 9, 10, 12))).toBe('1995-10-10 13:00:00');
    expect(wireToInstant('1995-10-10 13:00:00')?.toISOString()).toBe('1995-10-10T12:00:00.000Z');
  });
  it('knows whether a wire value is after now', () => {
    const now = new Date('2026-11-22T10:00:00Z'); // 11:00 in Warsaw
    expect(isWireAfter('2026-11-22 11:00:01', now)).toBe(true);
    expect(isWireAfter('2026-11-22 11:00:00', now)).toBe(false);
    expect(isWireAfter('garbage', now)).toBe(false);
  });
  it("takes today from Poland's calendar, not the machine's", () => {
    expect(todayYmd(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(todayYmd(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
  });
});

describe('default ranges', () => {
  const now = new Date('2026-03-31T10:00:00Z');
  it('actions and events: today to +7 days', () => {
    expect(defaultActionsRange(now)).toEqual({ since: '2026-03-31', until: '2026-04-07' });
    expect(defaultEventsRange(now)).toEqual({ since: '2026-03-31', until: '2026-04-07' });
  });
  it('reports: one month back to today, clamped at month end', () => {
    expect(defaultReportsRange(now)).toEqual({ since: '2026-02-28', until: '2026-03-31' });
    expect(defaultReportsRange(new Date('2026-11-22T10:00:00Z'))).toEqual({
      since: '2026-10-22',
      until: '2026-11-22',
    });
  });
  it('month filter: first to last day', () => {
    expect(monthRange(2024, 2)).toEqual({ since: '2024-02-01', until: '2024-02-29' });
    expect(monthRange(2026, 2)).toEqual({ since: '2026-02-01', until: '2026-02-28' });
    expect(monthRange(2026, 12)).toEqual({ since: '2026-12-01', until: '2026-12-31' });
  });
  it('adds days across the DST change and the year end', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
  it('turns a day range into whole-day wire values', () => {
    expect(rangeToWire({ since: '2026-11-22', until: '2026-11-29' })).toEqual({
      since: '2026-11-22 00:00:00',
      until: '2026-11-29 23:59:59',
    });
  });
});

describe('display formats', () => {
  it('shows ranges as YYYY.MM.DD and reads them back', () => {
    expect(formatRangeDisplay('2026-11-22')).toBe('2026.11.22');
    expect(formatRangeDisplay('2026-11-22 08:00:00')).toBe('2026.11.22');
    expect(parseRangeDisplay('2026.11.22')).toBe('2026-11-22');
    expect(parseRangeDisplay('2026.02.31')).toBeNull();
    expect(parseRangeDisplay('22.11.2026')).toBeNull();
  });
  it('shows Polish dates as DD.MM.YYYY', () => {
    expect(formatPolishDate('2026-01-05')).toBe('05.01.2026');
  });
});

describe('ageOn', () => {
  it('is 17 the day before the 18th birthday and 18 on it', () => {
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-11-22', '2026-12-01')).toBe(18);
    expect(ageOn('2008-12-01', '2026-11-22')).toBe(17);
  });
  it('lets a 29 February birthday count on 28 February of a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-27')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });
});

describe('actionTimeProblem', () => {
  it.each([
    [null, '', '', null],
    ['2026-11-24', '8', '16', null],
    [null, '8', '16', 'date'],
    ['2026-11-24', '', '', 'timesMissing'],
    ['2026-11-24', '', '16', 'startMissing'],
    ['2026-11-24', '8', ' ', 'endMissing'],
    ['2026-11-24', '25', '16', 'startInvalid'],
    ['2026-11-24', '8', '9:75', 'endInvalid'],
    ['2026-11-24', '17:00', '9:00', 'endBeforeStart'],
    ['2026-11-24', '9', '9:00', 'endBeforeStart'],
  ] as const)('%s %j–%j: %s', (ymd, start, end, problem) => {
    expect(actionTimeProblem(ymd, start, end)).toBe(problem);
  });
  it('knows a day before today in Poland', () => {
    const now = new Date('2026-11-23T23:30:00Z'); // 00:30 on the 24th in Warsaw
    expect(isPastDay('2026-11-23', now)).toBe(true);
    expect(isPastDay('2026-11-24', now)).toBe(false);
  });
});
