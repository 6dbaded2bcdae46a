import { zodResolver } from '@hookform/resolvers/zod';
import { formCollection, submissionSchema, type FormStepDefinition } from '@portal/domain';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';

import { initialValues, toWrite, type FormValues } from '../admin';

/**
 * The wizard's form: the definition compiled for the viewer (`formCollection`), its inputs started
 * from the designed values, and validated with `submissionSchema`, the schema the server checks the
 * submission with (same §5 messages on both sides). Values are put in the API's shape first.
 */
export function useWizardForm(steps: readonly FormStepDefinition[], admin: boolean) {
  const collection = useMemo(() => formCollection(steps, { admin }), [steps, admin]);
  const resolver = useMemo<Resolver<FormValues>>(() => {
    const resolve = zodResolver(
      submissionSchema(steps, { admin }) as never,
    ) as unknown as Resolver<FormValues>;
    return (values, context, options) => resolve(toWrite(collection, values), context, options);
  }, [steps, admin, collection]);
  const defaults = useMemo(() => initialValues(collection, null), [collection]);
  const form = useForm<FormValues>({ resolver, defaultValues: defaults, mode: 'onTouched' });
  return { collection, form };
}
