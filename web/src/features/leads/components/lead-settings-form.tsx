import {
  leadSettingsSchema,
  LEAD_AFTER_QUESTIONS_MAX,
  type LeadFields,
  type LeadSettings,
  type LeadWhen,
} from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { leadSettingsQueryOptions } from '../api/get-leads';
import { useSaveLeadSettings } from '../api/lead-actions';

const FIELD_LABELS: Record<keyof LeadFields, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  custom: 'My own question',
};

const WHEN_LABELS: Record<LeadWhen, string> = {
  before_first_question: 'Before the first question',
  after_questions: 'After a few questions',
  on_decline: 'When the assistant cannot answer',
};

/** The owner's lead capture settings, loaded then edited in a form. */
export function LeadSettingsForm({ assistantId }: { assistantId: string }) {
  const { data, error, isPending } = useQuery(leadSettingsQueryOptions(assistantId));
  if (isPending) return <Spinner label="Loading your lead settings…" />;
  if (error)
    return (
      <Alert tone="error" title="Your lead settings could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  return <SettingsForm assistantId={assistantId} saved={data} />;
}

function SettingsForm({ assistantId, saved }: { assistantId: string; saved: LeadSettings }) {
  const id = useId();
  const save = useSaveLeadSettings(assistantId);
  const [draft, setDraft] = useState<LeadSettings>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const update = (patch: Partial<LeadSettings>) => setDraft((current) => ({ ...current, ...patch }));
  const setField = (field: keyof LeadFields, on: boolean) =>
    update({ fields: { ...draft.fields, [field]: on } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = leadSettingsSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the settings');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data);
  };
  const shownProblem = problem ?? (save.error ? errorMessage(save.error) : null);

  return (
    <form className="form" onSubmit={submit} noValidate>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => update({ enabled: event.target.checked })}
        />{' '}
        Ask visitors for their contact details
      </label>
      <fieldset className="field">
        <legend>What to ask for</legend>
        {(Object.keys(FIELD_LABELS) as Array<keyof LeadFields>).map((field) => (
          <label key={field} className="checkbox">
            <input
              type="checkbox"
              checked={draft.fields[field]}
              onChange={(event) => setField(field, event.target.checked)}
            />{' '}
            {FIELD_LABELS[field]}
          </label>
        ))}
      </fieldset>
      {draft.fields.custom ? (
        <div className="field">
          <label htmlFor={`${id}-question`}>Your question</label>
          <input
            id={`${id}-question`}
            value={draft.customQuestion ?? ''}
            placeholder="What is the occasion?"
            onChange={(event) => update({ customQuestion: event.target.value })}
          />
        </div>
      ) : null}
      <fieldset className="field">
        <legend>When to ask</legend>
        {(Object.keys(WHEN_LABELS) as LeadWhen[]).map((when) => (
          <label key={when} className="radio">
            <input
              type="radio"
              name={`${id}-when`}
              checked={draft.when === when}
              onChange={() => update({ when })}
            />{' '}
            {WHEN_LABELS[when]}
          </label>
        ))}
      </fieldset>
      {draft.when === 'after_questions' ? (
        <div className="field">
          <label htmlFor={`${id}-after`}>Number of questions first</label>
          <input
            id={`${id}-after`}
            type="number"
            min={1}
            max={LEAD_AFTER_QUESTIONS_MAX}
            value={draft.afterQuestions}
            onChange={(event) => update({ afterQuestions: Number(event.target.value) })}
          />
        </div>
      ) : null}
      <fieldset className="field">
        <legend>Tell me about new leads</legend>
        <label className="radio">
          <input
            type="radio"
            name={`${id}-notify`}
            checked={draft.notify === 'each'}
            onChange={() => update({ notify: 'each' })}
          />{' '}
          An email for each lead
        </label>
        <label className="radio">
          <input
            type="radio"
            name={`${id}-notify`}
            checked={draft.notify === 'digest'}
            onChange={() => update({ notify: 'digest' })}
          />{' '}
          One email a day (08:00 UTC)
        </label>
      </fieldset>
      {shownProblem ? <Alert tone="error">{shownProblem}</Alert> : null}
      <div className="button-row">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save lead settings'}
        </button>
        {save.isSuccess ? (
          <span className="muted" role="status">
            Saved
          </span>
        ) : null}
      </div>
    </form>
  );
}
