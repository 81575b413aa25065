import { moneyInputText, parseMoney } from '@app/domain';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useControlledField } from './controlled-field';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'type'> & { name: Path<T>; control: Control<T> };

/**
 * An amount in euro: the form holds a number (null when empty, NaN when the text is no amount, which the
 * schema refuses), read by `parseMoney` so "80,50", "80.50" and "1.234,50" all work. A text field, not a
 * number field: a browser's number field drops or misreads the decimal comma of German and Italian.
 */
export function MoneyInput<T extends FieldValues>({ name, control, ...props }: Props<T>) {
  const { field, textField } = useControlledField(name, control, props);
  return <MoneyText {...props} {...textField} amount={field.value as number | null | undefined} onAmount={field.onChange} />;
}

function MoneyText({ amount, onAmount, ...props }: Omit<TextFieldProps, 'value' | 'onChange'> & { amount: number | null | undefined; onAmount: (amount: number | null) => void }) {
  const [typed, setTyped] = useState<string | null>(null);
  // The typed text stays while it stands for the form's amount; an amount set by the form (loaded, reset) is shown as written by moneyInputText.
  // Object.is: NaN (text that is no amount) equals NaN.
  const text = typed !== null && Object.is(parseMoney(typed), amount ?? null) ? typed : moneyInputText(amount);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setTyped(event.target.value);
        onAmount(parseMoney(event.target.value));
      }}
      fullWidth={props.fullWidth ?? true}
      slotProps={{
        ...props.slotProps,
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment>, ...(props.slotProps?.input as object) },
        htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput as object), 'aria-invalid': Boolean(props.error) },
      }}
    />
  );
}
