import { childCreateSchema, childUpdateSchema, type ChildCreateInput, type FamilyChild } from '@app/domain';
import { Box, DialogContent, Grid } from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ChildFields, refusesTaxCode, TaxCodeErrorDialog } from '../../components/form/ChildFields';
import { useDialogSave } from '../../components/form/dialog-save';
import { DialogFormActions } from '../../components/form/FormActions';
import { formResolver } from '../../components/form/resolver';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { deriveFromTaxCode } from '../../components/form/TaxCodeField';
import { FAMILY, saveChild } from './api';
import { FamilyDialog } from './FamilyDialog';

type ChildValues = ChildCreateInput;

/**
 * The schema of the call (create or update) plus the specification's rule that a child is saved only once a
 * birth date could be read from its tax code (section 5); the tax code of a saved child cannot change.
 */
function childResolver(isNew: boolean): Resolver<ChildValues> {
  const schemaResolver = formResolver(isNew ? childCreateSchema : childUpdateSchema) as unknown as Resolver<ChildValues>;
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (!isNew || deriveFromTaxCode(values.tax).birth) return result;
    return { values: {}, errors: { ...result.errors, tax: { type: 'validate', message: 'tax_code_invalid' } } };
  };
}

function initialValues(child: FamilyChild | null, parentPhone: string | null | undefined): ChildValues {
  return {
    first_name: child?.first_name ?? '',
    last_name: child?.last_name ?? '',
    tax: child?.tax ?? '',
    lang: child?.lang ?? currentLanguage(),
    phone: child?.phone ?? parentPhone ?? '',
    phone_child: child?.phone_child ?? '',
    whatsapp_infos: child?.whatsapp_infos ?? false,
    school: (child?.school ?? '') as ChildValues['school'],
    with_diagnostics: child?.with_diagnostics ?? false,
    risk_group: child?.risk_group ?? false,
  };
}

interface Props {
  open: boolean;
  /** The child to correct, or null to add one. */
  child: FamilyChild | null;
  onClose(): void;
  onSaved(child: FamilyChild): void;
}

/**
 * Adds or corrects a child of the family (specification sections 2, 3 and 5): 800 wide, full screen on a
 * phone. Birth and gender are read from the tax code and shown read-only; the tax code is given once.
 * Saving confirms the child's data for the year (needs_update).
 */
export function ChildDialog({ open, child, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <FamilyDialog open={open} title={child ? t('child.title_edit') : t('child.title_new')} onClose={onClose}>
      {/* Mounted per opening: the form starts from the child it is opened for. */}
      {open ? <ChildForm child={child} onClose={onClose} onSaved={onSaved} /> : null}
    </FamilyDialog>
  );
}

function ChildForm({ child, onClose, onSaved }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const { user } = useSession();
  const isNew = child === null;
  const resolver = useMemo(() => childResolver(isNew), [isNew]);
  const form = useForm<ChildValues>({ resolver, defaultValues: initialValues(child, user?.people?.phone) });
  const { control } = form;
  const [taxInvalid, setTaxInvalid] = useState(false);
  const { save, saving } = useDialogSave(form, { send: saveChild, invalidates: [FAMILY], onSaved });

  const onInvalid = (errors: FieldErrors<ChildValues>) => {
    // The specification's "Fehler" dialog: a child without a birth date read from the tax code is not saved.
    if (refusesTaxCode(errors.tax?.message)) setTaxInvalid(true);
  };
  const submit = (event: FormEvent) => {
    // The dialog is portalled but React events still bubble to a form around the opener (the booking dialog).
    event.stopPropagation();
    void form.handleSubmit((values) => {
      // The tax code of a saved child cannot change; the update call has no such field.
      const update = Object.fromEntries(Object.entries(values).filter(([field]) => field !== 'tax')) as Omit<ChildValues, 'tax'>;
      save({ id: child?.id ?? null, child: isNew ? values : update });
    }, onInvalid)(event);
  };

  return (
    <>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <ChildFields control={control} saved={child} healthTitle={t('child.health')} phoneAutoComplete="tel" />
          </Grid>
        </DialogContent>
        <DialogFormActions onCancel={onClose} saving={saving} />
      </Box>
      <TaxCodeErrorDialog open={taxInvalid} onClose={() => setTaxInvalid(false)} />
    </>
  );
}
