import { fireEvent, screen, within } from '@testing-library/react';
import { RISK_QUESTIONS, type SimulatorModel } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { recommend } from './recommend';
import { StrategySimulator } from './strategy-simulator';

afterEach(() => vi.unstubAllGlobals());

const model = (id: string, band: SimulatorModel['band'], min: string, max: string): SimulatorModel => ({
  id,
  name: `${band} tactical model`,
  profile: String(band),
  min,
  max,
  avg: String((Number(min) + Number(max)) / 2),
  rebalance: 'Quarterly',
  band,
  data: [
    { name: 'Equities', value: String((Number(min) + Number(max)) / 2) },
    { name: 'Fixed Interest', value: String(100 - (Number(min) + Number(max)) / 2) },
  ],
  riskProfile: null,
});
const MODELS = [
  model('m1', 'defensive', '10', '30'),
  model('m2', 'cautious', '20', '40'),
  model('m3', 'balanced', '35', '65'),
  model('m4', 'growth', '60', '100'),
];

/** Two levels: the tests' models have no risk profile, so no column is marked. */
const RISK_COMPARISON = {
  riskLevels: [2, 8],
  assetClasses: [
    { name: 'Equities', values: [20, 80], sectors: [{ name: 'Technology', values: [5, 30] }] },
    { name: 'Fixed Interest', values: [80, 20], sectors: [] },
  ],
};

function stubApi() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/simulator/models')) return json({ items: MODELS });
    if (url.endsWith('/simulator/risk-comparison')) return json(RISK_COMPARISON);
    return json({
      modelId: 'm3',
      weights: [],
      from: '2024-01-01',
      to: '2024-03-01',
      cumulative: { value: 0.034 },
      benchmark: null,
      points: [
        { date: '2024-01-01', value: 0, benchmark: null },
        { date: '2024-02-01', value: 0.02, benchmark: null },
        { date: '2024-03-01', value: 0.034, benchmark: null },
      ],
      periods: [],
      years: [],
    });
  });
  return urls;
}

/** Picks, for each question, the answer with the given score (0-3). */
function answerAll(scores: number[]) {
  RISK_QUESTIONS.forEach((question, i) => {
    const group = screen.getByRole('radiogroup', { name: new RegExp(`^${i + 1}\\.`) });
    const radios = within(group).getAllByRole('radio');
    fireEvent.click(radios[question.answers.findIndex((a) => a.score === scores[i])]!);
  });
}

describe('recommend: questionnaire scores → band → model', () => {
  it.each([
    [[0, 1, 1, 1, 1, 0], 'm1'],
    [[1, 1, 1, 1, 1, 0], 'm2'],
    [[2, 2, 2, 2, 1, 1], 'm3'],
    [[3, 3, 3, 2, 2, 2], 'm4'],
    // A short horizon caps the riskiest answers at cautious.
    [[0, 3, 3, 3, 3, 3], 'm2'],
  ])('answers scored %j recommend %s', (scores, id) => {
    const answers = Object.fromEntries(
      RISK_QUESTIONS.map((q, i) => [q.id, q.answers.find((a) => a.score === scores[i])!.id]),
    );
    expect(recommend(answers, MODELS)?.model?.id).toBe(id);
  });

  it('recommends nothing while a question is unanswered, and no model for a band the portal lacks', () => {
    expect(recommend({ horizon: 'over10' }, MODELS)).toBeNull();
    const answers = Object.fromEntries(RISK_QUESTIONS.map((q) => [q.id, q.answers[3]!.id]));
    expect(recommend(answers, MODELS.slice(0, 3))).toMatchObject({
      model: null,
      score: { band: { id: 'growth' } },
    });
  });
});

describe('strategy simulator screen', { timeout: 20_000 }, () => {
  it('asks every question as a labelled radio group and says which are missing', async () => {
    stubApi();
    await renderWithApp(<StrategySimulator portalId="p1" />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(RISK_QUESTIONS.length);
    fireEvent.click(screen.getByRole('button', { name: 'See my recommended model' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please answer every question (6 left).',
    );
    expect(screen.getByText('Important information')).toBeTruthy();
  });

  it('shows the recommended band, its model and the simulated returns', async () => {
    const urls = stubApi();
    await renderWithApp(<StrategySimulator portalId="p1" />);
    answerAll([2, 2, 2, 2, 1, 1]);
    fireEvent.click(screen.getByRole('button', { name: 'See my recommended model' }));
    const band = await screen.findByTestId('recommended-band');
    expect(band.textContent).toContain('Balanced');
    expect(band.textContent).toContain('Shares: 35–65%');
    expect(band.textContent).toContain('Your score: 10 of 18');
    expect(await screen.findByRole('heading', { name: 'balanced tactical model' })).toBeTruthy();
    expect(await screen.findByText('+3.40%')).toBeTruthy();
    expect(urls.some((u) => u.endsWith('/simulator/models/m3/simulation'))).toBe(true);
    // §7 risk comparison under the model: every level, its classes and sectors.
    const comparison = await screen.findByRole('table', { name: 'Risk comparison' });
    expect(within(comparison).getByRole('columnheader', { name: 'Risk level 8' })).toBeTruthy();
    expect(within(comparison).getByRole('rowheader', { name: 'Technology' })).toBeTruthy();
    // Answers never leave the browser: only the models and the chosen model's simulation are asked for.
    expect(urls.every((u) => !u.includes('horizon'))).toBe(true);
  });
});
