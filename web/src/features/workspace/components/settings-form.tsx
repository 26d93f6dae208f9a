import type { AssistantProfile } from '@gptsite/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUpdateSettings } from '../api/update-settings';
import {
  changedSettings,
  draftFrom,
  pickerColor,
  settingsErrors,
  type SettingsDraft,
  type SettingsField,
} from '../utils/settings-draft';

interface SettingsFormProps {
  assistantId: string;
  profile: AssistantProfile;
  allowedDomains: readonly string[];
}

/** Name, greeting, colours, suggested questions and allowed domains; saved ones reach visitors at once. */
export function SettingsForm({ assistantId, profile, allowedDomains }: SettingsFormProps) {
  const id = useId();
  const saved = draftFrom(profile, allowedDomains);
  const [draft, setDraft] = useState<SettingsDraft>(saved);
  const [localErrors, setLocalErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const update = useUpdateSettings(assistantId);
  const serverFields = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};
  const errorOf = (field: SettingsField) => localErrors[field] ?? serverFields[field];
  const patch = changedSettings(draft, saved);
  const unchanged = Object.keys(patch).length === 0;

  const edit = (field: keyof SettingsDraft) => (value: string) => {
    update.reset();
    setLocalErrors({});
    setDraft((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = settingsErrors(patch);
    setLocalErrors(errors);
    if (Object.keys(errors).length || unchanged) return;
    update.mutate(patch, {
      onSuccess: (result) => setDraft(draftFrom(result, result.allowedDomains)),
    });
  };

  const unexplained = update.error && !Object.keys(serverFields).length ? errorMessage(update.error) : null;
  return (
    <form className="form settings-form" onSubmit={submit} noValidate aria-label="Assistant settings">
      <Field id={`${id}-name`} label="Name" error={errorOf('name')}>
        {(wiring) => (
          <input {...wiring} value={draft.name} onChange={(event) => edit('name')(event.target.value)} />
        )}
      </Field>
      <Field
        id={`${id}-greeting`}
        label="Greeting"
        error={errorOf('greeting')}
        hint="The first thing visitors read."
      >
        {(wiring) => (
          <textarea
            {...wiring}
            rows={3}
            value={draft.greeting}
            onChange={(event) => edit('greeting')(event.target.value)}
          />
        )}
      </Field>
      <fieldset className={errorOf('colors') ? 'field field--invalid' : 'field'}>
        <legend>Colours</legend>
        <div className="color-row">
          {(['primary', 'secondary'] as const).map((which) => (
            <div key={which} className="color-field">
              <label htmlFor={`${id}-${which}`}>{which === 'primary' ? 'Primary' : 'Secondary'} colour</label>
              <input
                id={`${id}-${which}`}
                value={draft[which]}
                size={9}
                spellCheck={false}
                onChange={(event) => edit(which)(event.target.value)}
              />
              <input
                type="color"
                aria-label={`Pick the ${which} colour`}
                value={pickerColor(draft[which])}
                onChange={(event) => edit(which)(event.target.value)}
              />
            </div>
          ))}
        </div>
        {errorOf('colors') ? <p className="field__error">{errorOf('colors')}</p> : null}
      </fieldset>
      <Field
        id={`${id}-questions`}
        label="Suggested questions"
        error={errorOf('suggestedQuestions')}
        hint="One per line, up to 6. Visitors can click them to ask."
      >
        {(wiring) => (
          <textarea
            {...wiring}
            rows={4}
            value={draft.suggestedQuestions}
            onChange={(event) => edit('suggestedQuestions')(event.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-domains`}
        label="Sites allowed to show the widget"
        error={errorOf('allowedDomains')}
        hint="One domain per line, like example.com (its subdomains are included). Leave empty to allow any site."
      >
        {(wiring) => (
          <textarea
            {...wiring}
            rows={3}
            value={draft.allowedDomains}
            spellCheck={false}
            onChange={(event) => edit('allowedDomains')(event.target.value)}
          />
        )}
      </Field>
      {unexplained ? (
        <Alert tone="error" title="Your changes were not saved">
          {unexplained}
        </Alert>
      ) : null}
      {update.isSuccess && unchanged ? (
        <Alert tone="success">Saved. Your live page and widget show the changes now.</Alert>
      ) : null}
      <button type="submit" className="button" disabled={update.isPending || unchanged}>
        {update.isPending ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}

interface FieldWiring {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Label, control, hint and error, with the control described by the hint and the error. */
function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (wiring: FieldWiring) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
