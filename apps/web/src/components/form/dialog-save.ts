import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNotify } from '../../lib/notifications';
import { applyServerErrors } from './server-errors';

interface Options<Body, Saved> {
  /** The call; the server's sentence is shown and the stored record handed on. */
  send(body: Body): Promise<{ message: string; data: Saved }>;
  /** The queries the save changes, read again before the dialog hears of it. */
  invalidates: readonly QueryKey[];
  /** Usually closes the dialog. */
  onSaved(saved: Saved): void;
}

/**
 * The save of a form in a dialog, the dialog counterpart of `useRecordForm`: server field errors land on the
 * fields and the dialog stays open; a success reloads what it changed, is notified and hands the record on.
 */
export function useDialogSave<Values extends FieldValues, Body, Saved>(form: Pick<UseFormReturn<Values>, 'setError'>, options: Options<Body, Saved>) {
  const { send, invalidates, onSaved } = options;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: send,
    onSuccess: async ({ message, data }) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      notify('success', message);
      onSaved(data);
    },
    onError: (error) => applyServerErrors(form, error),
  });
  return { save: (body: Body) => save.mutate(body), saving: save.isPending };
}
