/**
 * One labelled field of a light form: label, control, help and error text, with the ARIA wiring
 * (the control gets `id`, `aria-invalid` and `aria-describedby` through the render prop).
 */
import { useId, type ReactNode } from 'react';
import './form-field.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  status?: 'error';
}

export function FormField({
  label,
  error,
  help,
  children,
}: {
  label?: ReactNode;
  error?: string;
  help?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error ? errorId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      {label !== undefined && (
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, status: error ? 'error' : undefined })}
      {error ? (
        <div id={errorId} role="alert" className="form-field__error">
          {error}
        </div>
      ) : help ? (
        <div id={helpId} className="form-field__help">
          {help}
        </div>
      ) : null}
    </div>
  );
}
