import fc from 'fast-check';
import { MoneyDecimal } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { PositionBook } from './position-book';

const d = (value: string | number) => new MoneyDecimal(value);

describe('PositionBook: holdings as the replay of trades', () => {
  it('adds purchases and keeps the first purchase date', () => {
    const book = new PositionBook();
    book.purchase('ABC', d(10), d('100.00'), '2024-01-10');
    book.purchase('ABC', d(5), d('60.00'), '2024-03-02');
    const position = book.get('ABC')!;
    expect(position.units.toFixed()).toBe('15');
    expect(position.cost.toFixed(2)).toBe('160.00');
    expect(position.openedOn).toBe('2024-01-10');
  });

  it('removes the sold share of the pooled cost, to the penny', () => {
    const book = new PositionBook();
    book.purchase('ABC', d(3), d('100.00'), '2024-01-10');
    book.sale('ABC', d(1));
    expect(book.get('ABC')!.cost.toFixed(2)).toBe('66.67');
  });

  it('pools the cost in the portfolio currency beside the cost, and a sale takes the same share', () => {
    const book = new PositionBook();
    book.purchase('RWSC', d(100), d('15000.00'), '2024-01-10', d('12000.00'));
    book.purchase('RWSC', d(50), d('8000.00'), '2024-06-03', d('6153.85'));
    book.sale('RWSC', d(60));
    const position = book.get('RWSC')!;
    expect([position.cost.toFixed(2), position.costBase.toFixed(2)]).toEqual(['13800.00', '10892.31']);
  });

  it('closes a position sold to zero, and a later purchase opens a new one', () => {
    const book = new PositionBook();
    book.purchase('ABC', d(2), d('20.00'), '2024-01-10');
    expect(book.sale('ABC', d(2))).toBeUndefined();
    expect(book.get('ABC')).toBeUndefined();
    book.purchase('ABC', d(1), d('12.00'), '2025-05-05');
    expect(book.get('ABC')!.openedOn).toBe('2025-05-05');
  });

  it('refuses to sell more than is held (spec §5)', () => {
    const book = new PositionBook();
    book.purchase('ABC', d('1.5'), d('15.00'), '2024-01-10');
    expect(() => book.sale('ABC', d(2))).toThrow(/exceeds/);
    expect(() => book.sale('XYZ', d(1))).toThrow(/exceeds/);
  });

  it('never holds negative units, whatever the trades', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 50 })), { maxLength: 40 }),
        (trades) => {
          const book = new PositionBook();
          for (const [buy, units] of trades) {
            if (buy) book.purchase('X', d(units), d(units * 3), '2024-01-01');
            else {
              const held = book.get('X')?.units;
              if (held && held.gte(units)) book.sale('X', d(units));
            }
            const position = book.get('X');
            if (position) {
              expect(position.units.gt(0)).toBe(true);
              expect(position.cost.gte(0)).toBe(true);
            }
          }
        },
      ),
    );
  });
});
