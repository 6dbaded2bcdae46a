import { describe, expect, it } from 'vitest';
import { addEvent, changeOf, computeKpis, emptyCounters, mostEngaged, type Counters } from './kpis';

const counters = (values: Partial<Counters>): Counters => ({ ...emptyCounters(), ...values });

describe('addEvent', () => {
  it('files each log type under its counter and the total, and never counts a preview', () => {
    const c = emptyCounters();
    for (const type of ['login', 'view', 'view', 'message', 'download', 'upload', 'save', 'preview'])
      addEvent(c, type);
    expect(c).toEqual({ logins: 1, views: 2, messages: 1, downloads: 1, other: 2, total: 7 });
  });
});

describe('changeOf', () => {
  it('is the relative change, and null — not 0 — when it is not defined', () => {
    expect(changeOf(15, 10)).toEqual({ change: 0.5, changeMissing: null });
    expect(changeOf(0, 10)).toEqual({ change: -1, changeMissing: null });
    expect(changeOf(10, 10)).toEqual({ change: 0, changeMissing: null });
    expect(changeOf(5, 0)).toEqual({ change: null, changeMissing: 'previous-zero' });
    expect(changeOf(5, undefined)).toEqual({ change: null, changeMissing: 'no-previous-period' });
    expect(changeOf(null, 3)).toEqual({ change: null, changeMissing: 'previous-zero' });
    expect(changeOf(1, 3).change).toBe(-0.6667);
  });
});

describe('computeKpis', () => {
  it('sums the counters, averages over active users and compares with the previous period', () => {
    const kpis = computeKpis(
      { counters: counters({ logins: 4, views: 10, total: 14 }), activeUsers: 4 },
      { counters: counters({ logins: 2, views: 0, total: 2 }), activeUsers: 1 },
    );
    expect(kpis.activeUsers).toEqual({ value: 4, change: 3, changeMissing: null });
    expect(kpis.logins.change).toBe(1);
    expect(kpis.views).toEqual({ value: 10, change: null, changeMissing: 'previous-zero' });
    expect(kpis.averagePerActiveUser).toEqual({
      value: 3.5,
      valueMissing: null,
      change: 0.75,
      changeMissing: null,
    });
  });

  it("has no change without a previous period ('All') and no average without active users", () => {
    const kpis = computeKpis({ counters: emptyCounters(), activeUsers: 0 });
    expect(kpis.total).toEqual({ value: 0, change: null, changeMissing: 'no-previous-period' });
    expect(kpis.averagePerActiveUser).toEqual({
      value: null,
      valueMissing: 'no-active-users',
      change: null,
      changeMissing: 'no-previous-period',
    });
  });
});

describe('mostEngaged', () => {
  it('keeps the top entries by total, ties by name, and leaves out the inactive', () => {
    const rows = [
      { name: 'b', counters: counters({ total: 3 }) },
      { name: 'a', counters: counters({ total: 3 }) },
      { name: 'c', counters: counters({ total: 9 }) },
      { name: 'idle', counters: counters({}) },
    ];
    expect(mostEngaged(rows, 2).map((row) => row.name)).toEqual(['c', 'a']);
    expect(mostEngaged(rows).map((row) => row.name)).toEqual(['c', 'a', 'b']);
  });
});
