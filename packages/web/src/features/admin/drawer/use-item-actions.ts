import type { CollectionConfig } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ApiError, refusalText } from '../../../lib/api-client';
import { notify } from '../../../ui/notify';
import { adminKeys, deleteItem, duplicateItem, publishItem, saveItem, type AdminItem } from '../admin-api';
import type { FormValues } from '../form/form-values';

export type ItemActions = ReturnType<typeof useItemActions>;

/**
 * Save, Publish, Duplicate and Delete of the drawer. Each ends with its §8 message ('Saved', 'Saved
 * and published', 'All changes saved') or shows the server's refusal in the form.
 */
export function useItemActions(
  collection: CollectionConfig,
  item: AdminItem | null,
  form: UseFormReturn<FormValues>,
  onOpen: (id: string | null) => void,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const slug = collection.slug;

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (cause) {
      // A 400's per-field messages go under their fields (§2); the alert names the refusal.
      if (cause instanceof ApiError)
        for (const problem of cause.fields)
          if (problem.path) form.setError(problem.path, { type: 'server', message: problem.message });
      setError(refusalText(cause, t('admin.form.failed')));
    } finally {
      setBusy(false);
    }
  }

  async function settle(saved: AdminItem) {
    client.setQueryData(adminKeys.item(slug, saved.id), saved);
    await client.invalidateQueries({ queryKey: adminKeys.collection(slug), refetchType: 'active' });
  }

  const save = (mode: 'save' | 'publish') =>
    form.handleSubmit((values) =>
      run(async () => {
        if (item && mode === 'save' && !form.formState.isDirty) {
          notify(t('messages.success.all_saved'));
          return;
        }
        let saved =
          mode === 'publish' && item
            ? await publishItem(slug, item.id, values)
            : await saveItem(slug, item?.id ?? null, values);
        if (mode === 'publish' && !item) saved = await publishItem(slug, saved.id, {});
        await settle(saved);
        notify(t(mode === 'publish' ? 'messages.success.saved_published' : 'messages.success.saved'));
        if (!item) onOpen(saved.id);
      }),
    )();

  const duplicate = () =>
    run(async () => {
      if (!item) return;
      const copy = await duplicateItem(slug, item.id);
      await settle(copy);
      notify(t('admin.form.duplicated'));
      onOpen(copy.id);
    });

  const remove = () =>
    run(async () => {
      if (!item) return;
      await deleteItem(slug, item.id);
      client.removeQueries({ queryKey: adminKeys.item(slug, item.id) });
      await client.invalidateQueries({ queryKey: adminKeys.collection(slug) });
      notify(t('admin.form.deleted'));
      onOpen(null);
    });

  return { save, duplicate, remove, busy, error };
}
