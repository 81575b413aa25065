import type { ListAnswer, ParentOption } from '@app/domain';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useDebouncedCallback } from '../../components/list/useDebouncedCallback';
import { api } from '../../lib/api-client';

const PICKER_SIZE = 10;

export const parentLabel = (parent: Pick<ParentOption, 'display_name' | 'place'>) =>
  parent.place ? `${parent.display_name} (${parent.place})` : parent.display_name;

interface Props {
  id: string;
  label: string;
  value: ParentOption | null;
  onChange(parent: ParentOption | null): void;
  /** People not to offer (the child's parents already). */
  exclude?: readonly number[];
  error?: string;
  required?: boolean;
}

/**
 * Picks a person from GET /api/child/parents, searched on the server 300 ms after typing (name, e-mail, tax
 * code, place), ten at a time.
 */
export function ParentPicker({ id, label, value, onChange, exclude = [], error, required }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const sendSearch = useDebouncedCallback(setSearch);
  const options = useQuery({
    queryKey: ['list', '/api/child/parents', search],
    queryFn: ({ signal }) =>
      api.get<ListAnswer<ParentOption>>('/api/child/parents', { query: { search: search || undefined, itemsPerPage: PICKER_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const offered = (options.data?.data ?? []).filter((parent) => !exclude.includes(parent.id));
  return (
    <Autocomplete
      id={id}
      sx={{ flexGrow: 1, minWidth: 260 }}
      options={offered}
      value={value}
      loading={options.isFetching}
      // The server filtered already; the browser only shows what it answered.
      filterOptions={(rows) => rows}
      getOptionLabel={parentLabel}
      getOptionKey={(parent) => parent.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(props, parent) => (
        <li {...props} key={parent.id}>
          {parentLabel(parent)}
          {parent.email ? ` – ${parent.email}` : ''}
        </li>
      )}
      onChange={(_event, parent) => onChange(parent)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') sendSearch(text);
      }}
      noOptionsText={t('admin.no_data')}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error ?? t('people.child.parent_search')} />
      )}
    />
  );
}
