import {
  OVERRIDE_ANSWER_MAX,
  OVERRIDE_QUESTION_MAX,
  overrideCreateSchema,
  type OverrideCreate,
} from '@gptsite/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ApiError, errorMessage } from '../../../lib/api-client';

type OverrideField = 'question' | 'answer';

interface OverrideFormProps {
  initial: { question: string; answer: string };
  submitLabel: string;
  pending: boolean;
  /** The failed save, if any: its field sentences go beside the fields. */
  error: unknown;
  onSubmit: (values: { question: string; answer: string }) => void;
  onCancel: () => void;
}

/**
 * A question and the owner's answer to it, checked with the server's own schema before sending, so the
 * browser and the api say the same sentence.
 */
export function OverrideForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: OverrideFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [localErrors, setLocalErrors] = useState<Partial<Record<OverrideField, string>>>({});
  const serverFields = error instanceof ApiError ? (error.fields ?? {}) : {};
  const errorOf = (field: OverrideField) => localErrors[field] ?? serverFields[field];
  const unexplained = error && !Object.keys(serverFields).length ? errorMessage(error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = overrideCreateSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Partial<Record<OverrideField, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as OverrideField] ??= issue.message;
      setLocalErrors(errors);
      return;
    }
    setLocalErrors({});
    const { question, answer }: OverrideCreate = parsed.data;
    onSubmit({ question, answer });
  };

  const field = (name: OverrideField, label: string, max: number, rows: number) => {
    const fieldId = `${id}-${name}`;
    const problem = errorOf(name);
    return (
      <div className={problem ? 'field field--invalid' : 'field'}>
        <label htmlFor={fieldId}>{label}</label>
        <textarea
          id={fieldId}
          rows={rows}
          maxLength={max}
          value={values[name]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-error` : undefined}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
        {problem ? (
          <p id={`${fieldId}-error`} className="field__error">
            {problem}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {field('question', 'Question', OVERRIDE_QUESTION_MAX, 2)}
      {field('answer', 'Answer', OVERRIDE_ANSWER_MAX, 5)}
      {unexplained ? <Alert tone="error">{unexplained}</Alert> : null}
      <div className="button-row">
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
