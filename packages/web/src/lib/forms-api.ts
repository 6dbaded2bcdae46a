import type { FormStepDefinition, Page, SubmissionStep } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, postJson } from './api-client';

/**
 * The forms API (issue 7 item 6): the designer's definition (admins), the portal's processes and
 * their forms for the wizard, submissions and their workflow moves.
 */

/** A form's settings as the forms collection returns them. */
export interface FormSettings {
  id: string;
  portalId: string;
  name: string;
  description: string | null;
  owned: 'Personal' | 'Organisation';
  single: boolean | null;
  editable: boolean | null;
  sendCsv: boolean | null;
  recipients: string[] | null;
  endMessage: string | null;
  autorespondEmail: boolean | null;
  autorespondSubject: string | null;
  autorespondBody: string | null;
}

export interface FormDefinition {
  form: FormSettings;
  steps: FormStepDefinition[];
}

export interface LastSubmission {
  id: string;
  step: SubmissionStep;
  createdAt: string;
}

export interface ProcessSummary {
  id: string;
  name: string;
  formId: string;
  formName: string;
  description: string | null;
  single: boolean;
  submission: LastSubmission | null;
}

export interface ProcessForm {
  process: { id: string; name: string; single: boolean };
  form: {
    id: string;
    name: string;
    description: string | null;
    endMessage: string;
    steps: FormStepDefinition[];
  };
  submission: LastSubmission | null;
  alreadySubmitted: boolean;
}

export interface SubmissionSummary {
  id: string;
  formId: string;
  formName: string;
  step: SubmissionStep;
  createdAt: string;
  createdName: string | null;
  /** Steps the viewer may move it to (empty for its submitter). */
  moves: SubmissionStep[];
}

const enc = encodeURIComponent;
const portalBase = (portalId: string) => `/portals/${enc(portalId)}`;

export const formDefinitionKey = (formId: string) => ['forms', formId, 'definition'] as const;

export const formDefinitionQuery = (formId: string) =>
  queryOptions({
    queryKey: formDefinitionKey(formId),
    queryFn: () => apiFetch<FormDefinition>(`/forms/${enc(formId)}/definition`),
  });

export function saveFormDefinition(
  formId: string,
  body: { settings: Record<string, unknown>; steps: FormStepDefinition[] },
): Promise<FormDefinition> {
  return apiFetch<FormDefinition>(`/forms/${enc(formId)}/definition`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

/** Every process and submission query of a portal starts with this key. */
export const processesKey = (portalId: string) => ['processes', portalId] as const;

export const processesQuery = (portalId: string) =>
  queryOptions({
    queryKey: [...processesKey(portalId), 'list'],
    queryFn: () => apiFetch<Page<ProcessSummary>>(`${portalBase(portalId)}/processes?pageSize=100`),
  });

export const processFormQuery = (portalId: string, processId: string) =>
  queryOptions({
    queryKey: [...processesKey(portalId), 'process', processId],
    queryFn: () => apiFetch<ProcessForm>(`${portalBase(portalId)}/processes/${enc(processId)}`),
  });

export function submitProcess(portalId: string, processId: string, data: Record<string, unknown>) {
  return postJson<{ id: string; step: SubmissionStep; endMessage: string }>(
    `${portalBase(portalId)}/processes/${enc(processId)}/submissions`,
    { data },
  );
}

export const submissionsQuery = (portalId: string, page = 1) =>
  queryOptions({
    queryKey: [...processesKey(portalId), 'submissions', page],
    queryFn: () =>
      apiFetch<Page<SubmissionSummary>>(`${portalBase(portalId)}/submissions?page=${page}&pageSize=20`),
  });

export function moveSubmission(portalId: string, submissionId: string, step: SubmissionStep) {
  return postJson<{ id: string; step: SubmissionStep }>(
    `${portalBase(portalId)}/submissions/${enc(submissionId)}/step`,
    { step },
  );
}
