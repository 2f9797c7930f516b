import { useId, useState } from 'react';
import { fieldProps } from '@/components/form-field';
import type { FieldErrors } from '@/lib/field-errors';

/**
 * A dialog form's text values and field errors: typing in a field clears its error, and `bind`
 * gives an input its id, aria attributes, value and onChange.
 */
export function useFormState<Field extends string>(initial: () => Record<Field, string>) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const bind = (name: Field) => ({
    ...fieldProps(`${id}-${name}`, errors[name]),
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return { id, values, errors, setErrors, set, bind };
}
