import { riskComparisonSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { draftBody, draftLevels, toDraft, withLevels } from './risk-comparison-draft';

const COMPARISON = {
  riskLevels: [2, 6],
  assetClasses: [
    { name: 'Equities', values: [20, 50], sectors: [{ name: 'UK', values: [10, 25.5] }] },
    { name: 'Bonds', values: [80, 50], sectors: [] },
  ],
};

describe('the risk comparison an admin edits', () => {
  it('round-trips to the body the server validates', () => {
    const body = draftBody(toDraft(COMPARISON));
    expect(body).toEqual(COMPARISON);
    expect(riskComparisonSchema.safeParse(body).success).toBe(true);
  });

  it('reads a decimal comma, and leaves what is not a number for the server to refuse', () => {
    const draft = toDraft(COMPARISON);
    draft.classes[0]!.sectors[0]!.values[1] = '25,25';
    draft.classes[1]!.values[0] = 'eighty';
    const body = draftBody(draft);
    expect(body.assetClasses[0]!.sectors[0]!.values[1]).toBe(25.25);
    expect(body.assetClasses[1]!.values[0]).toBeNaN();
  });

  it('gives every row one weight per level as levels are added or removed', () => {
    const draft = withLevels(toDraft(COMPARISON), '2, 4, 6');
    expect(draftLevels(draft)).toEqual([2, 4, 6]);
    expect(draft.classes[0]!.values).toEqual(['20', '50', '0']);
    expect(withLevels(draft, '2').classes[0]!.sectors[0]!.values).toEqual(['10']);
    // While a level is half typed the rows keep their weights.
    expect(withLevels(draft, '2, x').classes[0]!.values).toHaveLength(3);
  });
});
