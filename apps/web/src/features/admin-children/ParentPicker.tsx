import { PARENT_SEARCH_MIN_LENGTH, type ParentOption } from '@app/domain';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useDebouncedCallback } from '../../components/list/useDebouncedCallback';
import { parentOptionsQuery } from './api';

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
 * Picks a person from GET /api/child/parents by first or last name, searched on the server 300 ms after
 * typing. The server finds nobody for fewer than two letters, so the picker asks for them instead of asking
 * the server.
 */
export function ParentPicker({ id, label, value, onChange, exclude = [], error, required }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const sendSearch = useDebouncedCallback((text: string) => setSearch(text.trim()));
  const searching = search.length >= PARENT_SEARCH_MIN_LENGTH;
  const options = useQuery({
    ...parentOptionsQuery(search),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const offered = searching ? (options.data?.data ?? []).filter((parent) => !exclude.includes(parent.id)) : [];
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
      onChange={(_event, parent) => onChange(parent)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') sendSearch(text);
      }}
      noOptionsText={searching ? t('admin.no_data') : t('people.child.parent_search_min', { count: PARENT_SEARCH_MIN_LENGTH })}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error ?? t('people.child.parent_search')} />
      )}
    />
  );
}
