import type { ModelSimulationView, RiskComparison, SimulatorModels } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '../../lib/api-client';

/** The strategy simulator's paths and query keys (§2): the portal's models and one's simulation. */

const seg = encodeURIComponent;

export const modelsQuery = (portalId: string) =>
  queryOptions({
    queryKey: ['simulator', portalId, 'models'],
    queryFn: () => apiFetch<SimulatorModels>(`/portals/${seg(portalId)}/simulator/models`),
    staleTime: 5 * 60_000,
  });

export const simulationQuery = (portalId: string, modelId: string) =>
  queryOptions({
    queryKey: ['simulator', portalId, 'simulation', modelId],
    queryFn: () =>
      apiFetch<ModelSimulationView>(`/portals/${seg(portalId)}/simulator/models/${seg(modelId)}/simulation`),
    // Market history changes once a month at most.
    staleTime: 30 * 60_000,
  });

export const riskComparisonQuery = (portalId: string) =>
  queryOptions({
    queryKey: ['simulator', portalId, 'risk-comparison'],
    queryFn: () => apiFetch<RiskComparison>(`/portals/${seg(portalId)}/simulator/risk-comparison`),
    // The firm's own figures, changed by hand now and then.
    staleTime: 5 * 60_000,
  });

/** A company admin replaces the portal's risk comparison (the server validates and answers it back). */
export const saveRiskComparison = (portalId: string, body: unknown) =>
  apiFetch<RiskComparison>(`/portals/${seg(portalId)}/simulator/risk-comparison`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
