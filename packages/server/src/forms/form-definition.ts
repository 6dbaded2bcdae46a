import { eq } from 'drizzle-orm';
import type { FormStepDefinition } from '@portal/domain';
import { within, type AdminContext } from '../admin/context';
import { getItem, updateItem } from '../admin/store';
import { adminTable } from '../admin/tables';
import type { Database } from '../db/client';
import { forms } from '../db/schema/index';
import { readSteps } from './form-store';

const formsTable = adminTable('forms');

/** A form's settings (the `forms` collection's item, in the admin's scope) and its steps. */
export async function readFormDefinition(ctx: AdminContext, formId: string) {
  const form = await getItem(ctx, formsTable, formId);
  const [row] = await ctx.db.select({ steps: forms.steps }).from(forms).where(eq(forms.id, formId));
  return { form, steps: readSteps(row?.steps) };
}

/**
 * Saves a form's settings and steps in one transaction: the settings through the collection's
 * generic update (its access and scope, 404 outside the company; validation; activity log), then
 * the steps, already checked by the domain's definition schema.
 */
export async function saveFormDefinition(
  ctx: AdminContext,
  formId: string,
  definition: { settings?: Record<string, unknown> | undefined; steps: FormStepDefinition[] },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const w = within(ctx, tx as unknown as Database);
    await updateItem(w, formsTable, formId, definition.settings ?? {}, { action: 'design' });
    await w.db.update(forms).set({ steps: definition.steps }).where(eq(forms.id, formId));
  });
}
