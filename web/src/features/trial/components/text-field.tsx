import type { HTMLAttributes, ReactNode } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** Label, input, hint and error, wired with aria-invalid and aria-describedby. */
export function TextField({
  id,
  label,
  value,
  error,
  hint,
  type = 'text',
  required,
  onChange,
  onBlur,
  ...rest
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="field__optional"> (optional)</span>}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={rest.autoComplete}
        inputMode={rest.inputMode}
        placeholder={rest.placeholder}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
