import {
  scoreRiskAnswers,
  type RiskAnswers,
  type RiskScore,
  type SimulatorModel,
  type TacticalModelBand,
} from '@portal/domain';

export interface Recommendation {
  score: Extract<RiskScore, { complete: true }>;
  /** The portal's model of the band (the first one when several share it), null when it has none. */
  model: SimulatorModel | null;
}

/** The model of a tactical band among the portal's models. */
export function modelOfBand(
  models: readonly SimulatorModel[],
  band: TacticalModelBand,
): SimulatorModel | null {
  return models.find((m) => m.band === band.id) ?? null;
}

/**
 * The questionnaire's answers → its score and band (domain scoreRiskAnswers) → the portal's model of
 * that band. Null while a question is unanswered.
 */
export function recommend(answers: RiskAnswers, models: readonly SimulatorModel[]): Recommendation | null {
  const score = scoreRiskAnswers(answers);
  if (!score.complete) return null;
  return { score, model: modelOfBand(models, score.band) };
}
