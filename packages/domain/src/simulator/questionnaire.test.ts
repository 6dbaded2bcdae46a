import { describe, expect, it } from 'vitest';
import {
  bandIndexForScore,
  bandOfRange,
  RISK_QUESTIONS,
  RISK_SCORE_MAX,
  scoreRiskAnswers,
  type RiskAnswers,
} from './questionnaire';

/** Answers reaching `total`: the riskiest answers first, from the last question backwards. */
function answersFor(total: number, overrides: RiskAnswers = {}): RiskAnswers {
  let left = total;
  const answers: Record<string, string> = {};
  for (const question of [...RISK_QUESTIONS].reverse()) {
    const pick = [...question.answers].reverse().find((a) => a.score <= left)!;
    answers[question.id] = pick.id;
    left -= pick.score;
  }
  return { ...(answers as RiskAnswers), ...overrides };
}

const bandOf = (answers: RiskAnswers) => {
  const result = scoreRiskAnswers(answers);
  if (!result.complete) throw new Error('incomplete');
  return result;
};

describe('risk questionnaire scoring (§2 Strategy simulator)', () => {
  it('has 6 questions of 4 answers scored 0-3, 18 at most', () => {
    expect(RISK_QUESTIONS).toHaveLength(6);
    for (const q of RISK_QUESTIONS) expect(q.answers.map((a) => a.score)).toEqual([0, 1, 2, 3]);
    expect(RISK_SCORE_MAX).toBe(18);
  });

  it.each([
    [0, 'defensive'],
    [4, 'defensive'],
    [5, 'cautious'],
    [9, 'cautious'],
    [10, 'balanced'],
    [14, 'balanced'],
    [15, 'growth'],
    [18, 'growth'],
  ])('a total of %i is the %s band', (total, band) => {
    expect(TACTICAL_BAND_IDS[bandIndexForScore(total)]).toBe(band);
    // Without a capping answer the same total through the questionnaire gives the same band.
    const answers = answersFor(total, {});
    const result = bandOf(answers);
    expect(result.score).toBe(total);
    if (answers.horizon !== 'under3' && answers.capacity !== 'severe') expect(result.band.id).toBe(band);
  });

  it('maps each band to its stock exposure range 10-30, 20-40, 35-65, 60-100', () => {
    const full = bandOf(answersFor(18));
    expect([full.band.min, full.band.max]).toEqual([60, 100]);
    expect(bandOf(answersFor(12, { horizon: 'from5to10' })).band).toMatchObject({ min: 35, max: 65 });
    expect(bandOf(answersFor(7, { horizon: 'from3to5', capacity: 'noticeable' })).band).toMatchObject({
      min: 20,
      max: 40,
    });
  });

  it('caps at cautious when the money is needed within 3 years or a loss would hurt badly', () => {
    const short = bandOf({ ...answersFor(18), horizon: 'under3' });
    expect(short).toMatchObject({ score: 15, capped: true, band: { id: 'cautious' } });
    const fragile = bandOf({ ...answersFor(18), capacity: 'severe' });
    expect(fragile).toMatchObject({ score: 15, capped: true, band: { id: 'cautious' } });
    // A cap never raises a lower band.
    const low = bandOf({
      horizon: 'under3',
      fall: 'sellAll',
      income: 'most',
      experience: 'none',
      capacity: 'severe',
      goal: 'preserve',
    });
    expect(low).toMatchObject({ score: 0, capped: false, band: { id: 'defensive' } });
  });

  it('is incomplete while a question is unanswered or answered with an unknown id', () => {
    expect(scoreRiskAnswers({})).toEqual({ complete: false, missing: RISK_QUESTIONS.map((q) => q.id) });
    const forged = { ...answersFor(10), goal: 'everything' } as unknown as RiskAnswers;
    expect(scoreRiskAnswers(forged)).toEqual({ complete: false, missing: ['goal'] });
  });

  it('refuses totals outside 0..18', () => {
    expect(() => bandIndexForScore(-1)).toThrow(RangeError);
    expect(() => bandIndexForScore(19)).toThrow(RangeError);
    expect(() => bandIndexForScore(2.5)).toThrow(RangeError);
  });

  it('recognises a model by its stored range', () => {
    expect(bandOfRange('35.0000', '65.0000')?.id).toBe('balanced');
    expect(bandOfRange(10, 30)?.id).toBe('defensive');
    expect(bandOfRange('10', '35')).toBeNull();
  });
});

const TACTICAL_BAND_IDS = ['defensive', 'cautious', 'balanced', 'growth'];
