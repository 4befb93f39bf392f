import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A label, its control and the server's complaints about it, wired up for assistive tech. */
export function FormField({
  id,
  label,
  errors = [],
  className = 'field',
  children,
}: {
  id: string;
  label: string;
  errors?: string[];
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined })}
      {invalid && (
        <p id={errorId} className="form-error">
          {errors.join('; ')}
        </p>
      )}
    </div>
  );
}
