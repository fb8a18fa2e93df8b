import type { ComponentProps } from 'react';
import { TextField } from '../ui/Field';

type PhoneFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'prefix'> & { label?: string };

/** A Danish phone number (part 1 §5): eight digits after a fixed +45, the number keyboard on a phone. */
export function PhoneField({ label = 'Telefon', ...rest }: PhoneFieldProps) {
  return <TextField label={label} type="tel" inputMode="numeric" maxLength={8} prefix="+45" {...rest} />;
}
