import { useCallback, useState } from 'react';

export type ActionState = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

/**
 * A one-shot call and its state (idle, pending, success, error). The public auth pages use this
 * instead of useMutation so that the query library's mutation code stays out of the /login bundle.
 */
export function useAsyncAction<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) {
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const run = useCallback(
    async (...args: Args): Promise<boolean> => {
      setState({ status: 'pending' });
      try {
        await action(...args);
        setState({ status: 'success' });
        return true;
      } catch (error) {
        setState({ status: 'error', error });
        return false;
      }
    },
    [action],
  );
  return [state, run] as const;
}
