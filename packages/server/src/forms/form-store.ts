import { and, eq } from 'drizzle-orm';
import { formStepsSchema, type FormStepDefinition } from '@portal/domain';
import type { Database } from '../db/client';
import { forms } from '../db/schema/index';

/** The columns of a form the wizard and the submission need. */
export const formColumns = {
  id: forms.id,
  portalId: forms.portalId,
  name: forms.name,
  description: forms.description,
  single: forms.single,
  editable: forms.editable,
  sendCsv: forms.sendCsv,
  owned: forms.owned,
  recipients: forms.recipients,
  endMessage: forms.endMessage,
  autorespondEmail: forms.autorespondEmail,
  autorespondSubject: forms.autorespondSubject,
  autorespondBody: forms.autorespondBody,
  steps: forms.steps,
  ownerId: forms.ownerId,
  createdBy: forms.createdBy,
};

export type FormRow = Omit<Awaited<ReturnType<typeof selectForm>>[number], 'steps'> & {
  steps: FormStepDefinition[];
};

function selectForm(db: Database, formId: string, portalId: string) {
  return db
    .select(formColumns)
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.portalId, portalId), eq(forms.active, true)))
    .limit(1);
}

/**
 * A stored definition as the domain reads it. Steps saved through the designer always pass; a row
 * written some other way that does not is treated as a form without fields rather than trusted.
 */
export function readSteps(raw: unknown): FormStepDefinition[] {
  const parsed = formStepsSchema.safeParse(raw ?? []);
  return parsed.success ? parsed.data : [];
}

/** An active form of a portal, with its steps read. */
export async function findForm(db: Database, formId: string, portalId: string): Promise<FormRow | null> {
  const [row] = await selectForm(db, formId, portalId);
  return row ? { ...row, steps: readSteps(row.steps) } : null;
}
