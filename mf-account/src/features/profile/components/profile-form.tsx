import { useEffect, useState, type FormEvent } from 'react';
import {
  sessionFromAccountResponse,
  type Account,
  type EventBus,
  type Market,
} from '@specify/contracts';
import {
  COMPANY_TYPES,
  PROFILE_LIMITS,
  PROFILE_ROLES,
  PROFILE_STATES,
  profileUpdateRequest,
  profileValuesOf,
  readOnlyProfileFields,
  type ProfileField,
  type ProfileValues,
} from '@specify/contracts/account/profile';
import { Button, Checkbox, Select, TextField } from '@specify/ui';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { useUpdateProfile } from '../../../lib/api/account';
import { profileProblem, profileProblems, type ProfileProblem } from '../model/profile-problems';

/** Storefront §9: success messages show for 2 s. */
export const PROFILE_SUCCESS_MS = 2000;

const LABELS: Record<ProfileField, MessageId> = {
  email: 'profile.field.email',
  firstName: 'profile.field.firstName',
  lastName: 'profile.field.lastName',
  role: 'profile.field.role',
  phone: 'profile.field.phone',
  companyName: 'profile.field.companyName',
  companyType: 'profile.field.companyType',
  country: 'profile.field.country',
  state: 'profile.field.state',
};

const PROBLEMS: Record<ProfileProblem, MessageId> = {
  required: 'profile.error.required',
  role: 'profile.error.role',
  phoneRequired: 'profile.error.phoneRequired',
  phonePattern: 'profile.error.phonePattern',
  tooLong: 'profile.error.tooLong',
};

/** The choices, plus the account's current value if an older list had it, so it still shows. */
const options = (values: readonly string[], current: string) =>
  (current && !values.includes(current) ? [current, ...values] : values).map((value) => ({
    value,
    label: value,
  }));

/**
 * The profile form (storefront §5, project-builder §5): every field required ('*' counts as
 * missing), a phone of up to 12 digits, the limits, email and country read-only, company fields
 * read-only outside the account's market; a field is checked again on blur and on change once
 * touched. A save announces the new session, so the header's name follows.
 */
export function ProfileForm({
  account,
  market,
  bus,
  submitLabel,
  onSaved,
}: {
  account: Account;
  market: Market;
  bus: EventBus;
  submitLabel?: string;
  onSaved?: (account: Account) => void;
}) {
  const t = useMessages();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(account, market));
  const actionMessage = useActionMessage();
  const [errors, setErrors] = useState<Partial<Record<ProfileField, ProfileProblem>>>({});
  const [touched, setTouched] = useState<Set<ProfileField>>(new Set());
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const locked = readOnlyProfileFields(account, market);
  const update = useUpdateProfile();

  useEffect(() => {
    if (!status?.ok) return;
    const timer = setTimeout(() => setStatus(undefined), PROFILE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function check(field: ProfileField, value: string) {
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      const problem = locked.has(field) ? undefined : profileProblem(field, value);
      return problem ? { ...next, [field]: problem } : next;
    });
  }
  function change(field: ProfileField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (touched.has(field)) check(field, value);
  }
  function blur(field: ProfileField) {
    setTouched((current) => new Set(current).add(field));
    check(field, values[field]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A read-only field is not the visitor's to fix, so it is not held against the form.
    const all = Object.fromEntries(
      Object.entries(profileProblems(values)).filter(([name]) => !locked.has(name as ProfileField)),
    ) as Partial<Record<ProfileField, ProfileProblem>>;
    setErrors(all);
    setTouched(new Set(Object.keys(values) as ProfileField[]));
    setStatus(undefined);
    if (Object.keys(all).length > 0) return;
    try {
      const saved = await update.trigger(profileUpdateRequest(values, account, market));
      bus.publish('auth:changed', {
        session: sessionFromAccountResponse({ loggedIn: true, account: saved }),
      });
      setStatus({ ok: true, text: t('profile.saved') });
      onSaved?.(saved);
    } catch (error) {
      setStatus({ ok: false, text: actionMessage(error, t('error.generic')) });
    }
  }

  const label = (name: ProfileField) =>
    t(name === 'state' && market === 'nz' ? 'profile.field.region' : LABELS[name]);
  const message = (name: ProfileField) => {
    const problem = errors[name];
    return problem && t(PROBLEMS[problem], { field: label(name), max: PROFILE_LIMITS[name] ?? 0 });
  };
  const field = (name: ProfileField) => ({
    value: values[name],
    error: message(name),
    readOnly: locked.has(name),
    maxLength: PROFILE_LIMITS[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => blur(name),
  });
  const select = (name: ProfileField) => ({
    value: values[name],
    error: message(name),
    disabled: locked.has(name),
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => blur(name),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('profile.title')}>
      <div className="account-form__grid">
        <TextField label={label('firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={label('lastName')} autoComplete="family-name" {...field('lastName')} />
        <TextField label={label('email')} type="email" {...field('email')} />
        <TextField
          label={label('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          {...field('phone')}
        />
        <Select
          label={label('role')}
          placeholder={t('profile.selectRole')}
          options={options(PROFILE_ROLES, values.role)}
          {...select('role')}
        />
        <TextField
          label={label('companyName')}
          autoComplete="organization"
          {...field('companyName')}
        />
        <Select
          label={label('companyType')}
          placeholder={t('profile.selectCompanyType')}
          options={options(COMPANY_TYPES, values.companyType)}
          {...select('companyType')}
        />
        <TextField label={label('country')} {...field('country')} />
        <Select
          label={label('state')}
          placeholder={t(market === 'au' ? 'profile.selectState' : 'profile.selectRegion')}
          options={options(PROFILE_STATES[market], values.state)}
          {...select('state')}
        />
      </div>
      {locked.has('companyName') && (
        <p className="account-form__intro">{t('profile.lockedHint')}</p>
      )}
      <Checkbox
        label={t('profile.consent')}
        checked={values.marketingConsent}
        onChange={(event) =>
          setValues((current) => ({ ...current, marketingConsent: event.target.checked }))
        }
      />
      {status && (
        <p
          role={status.ok ? 'status' : 'alert'}
          className={status.ok ? 'account-form__ok' : 'account-form__alert'}
        >
          {status.text}
        </p>
      )}
      <Button type="submit" busy={update.isMutating}>
        {submitLabel ?? t('profile.save')}
      </Button>
    </form>
  );
}
