import { TACTICAL_MODEL_BANDS, type TacticalModelBand } from '../enums/portfolio';

/**
 * The strategy simulator's risk-profile questionnaire (§2 Strategy simulator). Each answer carries a
 * score from 0 (least risk) to 3 (most); the total picks one of the four tactical model bands
 * (§3, §9: stock exposure 10-30, 20-40, 35-65, 60-100 percent). Question and answer texts are i18n
 * keys of the web (`simulator.questions.<question>.answers.<answer>`); only ids and scores live here.
 */
export const RISK_QUESTIONS = [
  {
    id: 'horizon',
    answers: [
      { id: 'under3', score: 0 },
      { id: 'from3to5', score: 1 },
      { id: 'from5to10', score: 2 },
      { id: 'over10', score: 3 },
    ],
  },
  {
    id: 'fall',
    answers: [
      { id: 'sellAll', score: 0 },
      { id: 'sellSome', score: 1 },
      { id: 'hold', score: 2 },
      { id: 'buyMore', score: 3 },
    ],
  },
  {
    id: 'income',
    answers: [
      { id: 'most', score: 0 },
      { id: 'some', score: 1 },
      { id: 'little', score: 2 },
      { id: 'none', score: 3 },
    ],
  },
  {
    id: 'experience',
    answers: [
      { id: 'none', score: 0 },
      { id: 'funds', score: 1 },
      { id: 'shares', score: 2 },
      { id: 'broad', score: 3 },
    ],
  },
  {
    id: 'capacity',
    answers: [
      { id: 'severe', score: 0 },
      { id: 'noticeable', score: 1 },
      { id: 'small', score: 2 },
      { id: 'none', score: 3 },
    ],
  },
  {
    id: 'goal',
    answers: [
      { id: 'preserve', score: 0 },
      { id: 'income', score: 1 },
      { id: 'balanced', score: 2 },
      { id: 'growth', score: 3 },
    ],
  },
] as const;

export type RiskQuestion = (typeof RISK_QUESTIONS)[number];
export type RiskQuestionId = RiskQuestion['id'];
/** The answers of one question by id. */
export type RiskAnswerId<Q extends RiskQuestionId = RiskQuestionId> = Extract<
  RiskQuestion,
  { id: Q }
>['answers'][number]['id'];
/** A questionnaire filled in (possibly partly): question id → answer id. */
export type RiskAnswers = Partial<{ [Q in RiskQuestionId]: RiskAnswerId<Q> }>;

/** The highest total: every question answered with its riskiest answer. */
export const RISK_SCORE_MAX = RISK_QUESTIONS.reduce(
  (sum, q) => sum + Math.max(...q.answers.map((a) => a.score)),
  0,
);

/**
 * The lowest total of each band, in band order (defensive, cautious, balanced, growth): 0-4, 5-9,
 * 10-14 and 15-18 of 18.
 */
export const RISK_BAND_THRESHOLDS: readonly number[] = [0, 5, 10, 15];

/**
 * Answers that cap the recommendation whatever the total (capacity for loss outweighs attitude, as
 * suitability rules ask): money needed within 3 years, or a loss that would hurt the standard of
 * living badly, allow at most the cautious band.
 */
const CAPS: readonly { question: RiskQuestionId; answer: string }[] = [
  { question: 'horizon', answer: 'under3' },
  { question: 'capacity', answer: 'severe' },
];
const CAP_BAND = 1;

export type RiskScore =
  | { complete: false; missing: RiskQuestionId[] }
  | {
      complete: true;
      score: number;
      max: number;
      band: TacticalModelBand;
      /** True when an answer held the band below the one the total alone gives. */
      capped: boolean;
    };

/** The band index (0-3) a total gives, before any cap. Totals outside 0..max are refused. */
export function bandIndexForScore(score: number): number {
  if (!Number.isInteger(score) || score < 0 || score > RISK_SCORE_MAX)
    throw new RangeError(`A questionnaire total is a whole number from 0 to ${RISK_SCORE_MAX}`);
  let index = 0;
  RISK_BAND_THRESHOLDS.forEach((min, i) => {
    if (score >= min) index = i;
  });
  return index;
}

/**
 * The questionnaire's result: the total, the recommended tactical band and whether a cap applied;
 * `complete: false` with the unanswered questions while any is missing (an unknown answer id counts
 * as missing, so a stale or forged value never scores).
 */
export function scoreRiskAnswers(answers: RiskAnswers): RiskScore {
  const missing: RiskQuestionId[] = [];
  let score = 0;
  for (const question of RISK_QUESTIONS) {
    const chosen = question.answers.find((a) => a.id === answers[question.id]);
    if (chosen) score += chosen.score;
    else missing.push(question.id);
  }
  if (missing.length > 0) return { complete: false, missing };
  const uncapped = bandIndexForScore(score);
  const cap = CAPS.some((c) => answers[c.question] === c.answer);
  const index = cap ? Math.min(uncapped, CAP_BAND) : uncapped;
  return {
    complete: true,
    score,
    max: RISK_SCORE_MAX,
    band: TACTICAL_MODEL_BANDS[index]!,
    capped: index < uncapped,
  };
}

/**
 * The tactical band a model portfolio's stock exposure range is, matched on its min and max
 * (percent figures, as stored: '10', '30.0000'); null for a range that is not one of the four.
 */
export function bandOfRange(min: string | number, max: string | number): TacticalModelBand | null {
  return TACTICAL_MODEL_BANDS.find((b) => b.min === Number(min) && b.max === Number(max)) ?? null;
}
