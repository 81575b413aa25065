import { Grid } from '@mui/material';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { FormActions } from '../../components/form/FormActions';
import { TextInput } from '../../components/form/TextInput';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { NotFoundPage } from '../errors';

interface NamedValues extends FieldValues {
  name: string;
  name_it: string;
}

interface Props<T extends NamedValues> {
  /** The section of the texts (`catalogue.<kind>`): title and field labels. */
  kind: 'location' | 'courseType' | 'courseCategory';
  id: number | undefined;
  listPath: string;
  /** What useRecordForm gives the page. */
  record: { form: { control: Control<T> }; loading: boolean; notFound: boolean; saving: boolean; submit(event?: BaseSyntheticEvent): Promise<void> };
  /** Columns of each name from the small screen on; the fields after them fill the rest of the row. */
  nameColumns?: number;
  /** The kind's own fields: grid items after the names. */
  children: ReactNode;
}

/**
 * The record page of the catalogue (locations, course types, categories), as its routes are one set on the
 * server (catalogue-routes.ts): the same title, German and Italian name, and actions.
 */
export function CatalogueForm<T extends NamedValues>({ kind, id, listPath, record, nameColumns = 6, children }: Props<T>) {
  const { t } = useTranslation();
  if (record.notFound) return <NotFoundPage />;
  if (record.loading) return <Loading />;
  // The names are fields of every form this serves; Path<T> of a generic T cannot show it.
  const names = record.form.control as unknown as Control<NamedValues>;
  const label = (name: string) => t(`catalogue.${kind}.fields.${name}`);
  return (
    <Page title={id ? t(`catalogue.${kind}.one`) : t(`catalogue.${kind}.create`)}>
      <form onSubmit={record.submit} noValidate>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: nameColumns }}>
            <TextInput control={names} name="name" label={label('name')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: nameColumns }}>
            <TextInput control={names} name="name_it" label={label('name_it')} required />
          </Grid>
          {children}
        </Grid>
        <FormActions backTo={listPath} saving={record.saving} />
      </form>
    </Page>
  );
}
