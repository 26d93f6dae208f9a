import {
  BRAND_LIST,
  TRIAL_DAYS,
  type BrandKey,
  type TrialCreated,
  type TrialField,
  type TrialFound,
} from '@gptsite/shared';
import { useId, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { firstInvalid, useTrialForm } from '../hooks/use-trial-form';
import { FileField } from './file-field';
import { FormExceptionDialog } from './form-exception-dialog';
import { TextField } from './text-field';

interface TrialFormProps {
  defaultBrand: BrandKey;
  onCreated: (created: TrialCreated | TrialFound) => void;
}

export function TrialForm({ defaultBrand, onCreated }: TrialFormProps) {
  const form = useTrialForm(defaultBrand, onCreated);
  const baseId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const idOf = (name: TrialField | 'files') => `${baseId}-${name}`;
  const { values, errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstInvalid(form.submit());
    if (invalid) document.getElementById(idOf(invalid))?.focus();
  };
  const field = (name: Exclude<TrialField, 'brand'>) => ({
    id: idOf(name),
    value: values[name],
    error: errors[name],
    onChange: (value: string) => form.setField(name, value),
    onBlur: () => form.validateField(name),
  });
  const errorCount = Object.keys(errors).length;

  return (
    <form className="form trial-form" onSubmit={submit} noValidate aria-describedby={`${baseId}-intro`}>
      <p id={`${baseId}-intro`} className="muted">
        Free for {TRIAL_DAYS} days. We read your public website (and any documents you add) and build your
        assistant while you watch.
      </p>
      {form.notice ? (
        <Alert tone="error" title={form.notice.title}>
          <p>{form.notice.message}</p>
          <p>{form.notice.suggestion}</p>
        </Alert>
      ) : errorCount > 0 ? (
        <Alert tone="error" title="Please check the highlighted fields">
          {errorCount === 1 ? '1 field needs attention.' : `${errorCount} fields need attention.`}
        </Alert>
      ) : null}
      <div className={errors.brand ? 'field field--invalid' : 'field'}>
        <label htmlFor={idOf('brand')}>Industry</label>
        <select
          id={idOf('brand')}
          value={values.brand}
          aria-invalid={errors.brand ? true : undefined}
          aria-describedby={errors.brand ? `${idOf('brand')}-error` : undefined}
          onChange={(event) => form.setField('brand', event.target.value as BrandKey)}
          onBlur={() => form.validateField('brand')}
        >
          {BRAND_LIST.map((brand) => (
            <option key={brand.key} value={brand.key}>
              {brand.vertical} ({brand.name})
            </option>
          ))}
        </select>
        {errors.brand ? (
          <p id={`${idOf('brand')}-error`} className="field__error">
            {errors.brand}
          </p>
        ) : null}
      </div>
      <TextField {...field('name')} label="Your name" autoComplete="name" required />
      <TextField
        {...field('email')}
        label="Work email"
        type="email"
        autoComplete="email"
        required
        inputMode="email"
      />
      <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
      <TextField
        {...field('website')}
        label="Website address"
        type="url"
        autoComplete="url"
        inputMode="url"
        required
        placeholder="www.example.com"
        hint="The public site your visitors use today."
      />
      <TextField {...field('organization')} label="Organization name" autoComplete="organization" />
      <FileField id={idOf('files')} files={form.files} error={errors.files} onChange={form.changeFiles} />
      <button type="submit" className="button button--large" disabled={form.pending}>
        {form.pending ? 'Submitting…' : 'Build my assistant'}
      </button>
      {form.failure ? (
        <FormExceptionDialog
          message={form.failure.message}
          status={form.failure.status}
          email={values.email}
          onClose={form.dismissFailure}
          onRetry={() => {
            form.dismissFailure();
            form.submit();
          }}
          onLogin={() =>
            navigate(`/user/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`)
          }
        />
      ) : null}
    </form>
  );
}
