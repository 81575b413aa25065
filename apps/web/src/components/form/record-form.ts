import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { formResolver } from './resolver';
import { applyServerErrors, scrollToFirstError } from './server-errors';

interface Options<Schema extends z.ZodType<unknown, FieldValues>, Row> {
  endpoint: string;
  /** undefined for a new record. */
  id: number | undefined;
  schema: Schema;
  empty: DefaultValues<z.input<Schema>>;
  toValues(row: Row): DefaultValues<z.input<Schema>>;
  listPath: string;
  /**
   * Replaces where the form goes after a save (by default a new record returns to the list and an existing
   * one stays, reloaded): the user form shows a generated password first, and sends the user management to
   * the list also after editing.
   */
  onSaved?: (saved: Row, created: boolean) => void;
}

/**
 * The form convention of the back office: the domain schema validates here and on the server, a record is
 * loaded into the form, server field errors land on the fields, a new record goes back to the list after
 * saving and an existing one is reloaded with what the server stored.
 */
export function useRecordForm<Schema extends z.ZodType<unknown, FieldValues>, Row>(options: Options<Schema, Row>) {
  const { endpoint, id, schema, empty, toValues, listPath, onSaved } = options;
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: formResolver(schema), defaultValues: empty });

  const record = useQuery({
    queryKey: ['record', endpoint, id],
    queryFn: ({ signal }) => api.get<{ data: Row }>(`${endpoint}/${id}`, { signal }).then((answer) => answer.data),
    enabled: id !== undefined,
  });
  // The record fills the form when it first arrives. Later refreshes (another part of the screen changed the
  // record, e.g. its weeks) update it only while nothing was typed, so unsaved changes are never lost.
  const loadedId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!record.data) return;
    if (loadedId.current === id && form.formState.isDirty) return;
    loadedId.current = id;
    form.reset(toValues(record.data));
    // toValues is a plain mapping; the record is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.data, id, form]);

  const save = useMutation({
    mutationFn: (values: z.output<Schema>) =>
      id === undefined
        ? api.post<{ message: string; data: Row }>(endpoint, values)
        : api.put<{ message: string; data: Row }>(`${endpoint}/${id}`, values),
    onSuccess: async ({ message, data }) => {
      notify('success', message);
      await queryClient.invalidateQueries({ queryKey: ['list', endpoint] });
      if (id !== undefined) {
        queryClient.setQueryData(['record', endpoint, id], data);
        form.reset(toValues(data));
      }
      if (onSaved) onSaved(data, id === undefined);
      else if (id === undefined) void navigate(listPath);
    },
    onError: (error) => applyServerErrors(form, error),
  });

  return {
    form,
    /** The stored record (for a title that names it), undefined on a create route and while loading. */
    record: record.data,
    loading: id !== undefined && record.isPending,
    notFound: record.isError,
    saving: save.isPending,
    // The form's own focus on the first error reaches no MUI field (its ref is the wrapper, not the input), so
    // without this a refused save left the focus on the button and the errors above it out of sight on a phone.
    submit: form.handleSubmit((values) => save.mutate(values), () => scrollToFirstError()),
  };
}
