import { contactSchema } from '@gptsite/shared';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';

export interface ContactValues {
  name?: string;
  email?: string;
  phone?: string;
  /** The answer to the owner's question, or the visitor's message to the team. */
  extra?: string;
}

export interface ContactFormProps {
  /** What the assistant says above the fields. */
  intro: string;
  fields: { name: boolean; email: boolean; phone: boolean };
  /** A free-text field: the owner's custom question, or "Anything the team should know?". */
  extra?: { label: string; multiline?: boolean };
  submitLabel: string;
  /** A name is required (a handoff: the team addresses the visitor by it). */
  requireName?: boolean;
  /** Resolves with what to tell the visitor (the server's sentence), if anything. */
  onSubmit: (values: ContactValues) => Promise<string | void>;
  /** "No thanks": the visitor keeps chatting; the form goes away. */
  onDecline: () => void;
  /** Shown in place of the form once it is sent, with what `onSubmit` resolved with. */
  thanks: (values: ContactValues, reply?: string) => string;
}

/**
 * The chat asking for a visitor's contact details, as a message of the conversation: never a wall in
 * front of it (the composer stays usable, and "No thanks" puts the question away).
 */
export function ContactForm({
  intro,
  fields,
  extra,
  submitLabel,
  requireName = false,
  onSubmit,
  onDecline,
  thanks,
}: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState<ContactValues>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [reply, setReply] = useState<string | undefined>(undefined);
  const set = (key: keyof ContactValues, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactSchema.safeParse(values);
    if (requireName && !values.name?.trim()) {
      setProblem('Please tell us your name');
      return;
    }
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check your details');
      return;
    }
    setProblem(null);
    setState('sending');
    try {
      setReply((await onSubmit(values)) ?? undefined);
      setState('sent');
    } catch (error) {
      const field = error instanceof ApiError ? Object.values(error.fields ?? {})[0] : undefined;
      setProblem(field ?? errorMessage(error).replace(/^\d{3}: /, ''));
      setState('editing');
    }
  };

  if (state === 'sent')
    return (
      <p className="message__note" role="status">
        {thanks(values, reply)}
      </p>
    );
  const input = (key: 'name' | 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type={type}
        autoComplete={autoComplete}
        value={values[key] ?? ''}
        onChange={(event) => set(key, event.target.value)}
      />
    </div>
  );
  return (
    <form className="chat-contact" onSubmit={(event) => void submit(event)} noValidate aria-label={intro}>
      <p>{intro}</p>
      {fields.name ? input('name', 'Your name', 'text', 'name') : null}
      {fields.email ? input('email', 'Email', 'email', 'email') : null}
      {fields.phone ? input('phone', 'Phone', 'tel', 'tel') : null}
      {extra ? (
        <div className="field">
          <label htmlFor={`${id}-extra`}>{extra.label}</label>
          {extra.multiline ? (
            <textarea
              id={`${id}-extra`}
              rows={2}
              value={values.extra ?? ''}
              onChange={(event) => set('extra', event.target.value)}
            />
          ) : (
            <input
              id={`${id}-extra`}
              value={values.extra ?? ''}
              onChange={(event) => set('extra', event.target.value)}
            />
          )}
        </div>
      ) : null}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="chat-contact__actions">
        <button type="submit" className="button" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending…' : submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onDecline}>
          No thanks
        </button>
      </div>
    </form>
  );
}
