import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { TextField } from '../ui/Field';
import '../ui/field.css';
import './name-fields.css';

type NameInput = InputHTMLAttributes<HTMLInputElement> & { error?: string; ref?: Ref<HTMLInputElement> };

/**
 * Fornavn and Efternavn side by side, and under them a message that concerns both: the
 * read-only username made from them (part 1 §4) is too short. It is shown only once each name
 * has no error of its own (an empty form asks for the names, not for a username), marks both
 * inputs invalid and describes them, so it is read where the person can act on it.
 */
export function NameFields({ firstName, lastName, pairError }: { firstName: NameInput; lastName: NameInput; pairError?: string }) {
  const pairErrorId = useId();
  const shown = !firstName.error && !lastName.error ? pairError : undefined;
  const pair = shown ? { 'aria-invalid': true, 'aria-describedby': pairErrorId } : {};
  return (
    <div className="name-fields">
      <div className="form-row">
        <TextField label="Fornavn" autoComplete="given-name" {...firstName} {...pair} />
        <TextField label="Efternavn" autoComplete="family-name" {...lastName} {...pair} />
      </div>
      {shown ? (
        <div className="field-error" id={pairErrorId} role="alert">
          {shown}. Det dannes af dit for- og efternavn.
        </div>
      ) : null}
    </div>
  );
}
