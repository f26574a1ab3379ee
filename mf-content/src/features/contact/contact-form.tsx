import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AccountSummary, Market } from '@specify/contracts';
import {
  ActionCallError,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  captchaFailedMessage,
  CONTACT_OCCUPATIONS,
  CONTACT_PREFERRED_METHODS,
  CONTACT_PROJECT_TYPES,
  CONTACT_PURPOSES,
  CONTACT_STATES,
  validateContactForm,
  type ContactFormData,
  type ContactFormErrors,
} from '@specify/contracts';
import { Button, Checkbox, Select, TextArea, TextField } from '@specify/ui';
import { useAction, useMutationAction } from '@specify/ui/api';
import { useMessages } from '../../i18n/messages';
import { CaptchaField } from './captcha/captcha-field';
import { PrivacyTermsDialog } from './privacy-terms-dialog';

type TextFieldName = Exclude<keyof ContactFormData, 'Privacy_Consent'>;

/**
 * Success messages show for 2 s (storefront §9), counted from when the visitor moves on from it:
 * the message takes focus where they are, so a timer running from the submit hid it before it
 * was read (it sat below Submit, out of view, and was gone in 2 s).
 */
export const SUCCESS_MS = 2000;

const EMPTY: ContactFormData = { Privacy_Consent: false };

/** A signed-in visitor's name and email, so they need not type what the site knows. */
function blankForm(account: AccountSummary | undefined): ContactFormData {
  if (!account) return EMPTY;
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ').trim();
  return {
    ...EMPTY,
    ...(name ? { First_Name: name.slice(0, CONTACT_LIMITS.First_Name) } : {}),
    Email: account.email.slice(0, CONTACT_LIMITS.Email),
  };
}

function options(values: readonly string[]) {
  return values.map((value) => ({ value, label: value }));
}

/**
 * 'Send us a message' (storefront §2, §4, §5): validate with the rules the server runs, then the
 * captcha, then submit. On success the form clears and says 'Your query has been submitted.';
 * a failure keeps every field and says so. State is asked on au only; Project Type only for a
 * project enquiry; `?fromproduct=` preselects General Enquiry; a signed-in visitor's name and
 * email are filled in.
 */
export function ContactForm({
  market,
  fromProduct,
  account,
}: {
  market: Market;
  fromProduct: boolean;
  account?: AccountSummary;
}) {
  const t = useMessages();
  const [form, setForm] = useState<ContactFormData>(() => ({
    ...blankForm(account),
    ...(fromProduct ? { Purpose_of_Enquiry: 'General' } : {}),
  }));
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [answer, setAnswer] = useState('');
  /** Each attempt gets a new widget: an answer counts once. */
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string }>();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const accountId = account?.accountId;
  // Signing in on this page fills what is still empty; nothing typed is overwritten.
  useEffect(() => {
    if (!accountId) return;
    const known = blankForm(account);
    setForm((current) => ({
      ...current,
      First_Name: current.First_Name || known.First_Name,
      Email: current.Email || known.Email,
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per account, not per render
  }, [accountId]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (notice?.tone !== 'ok') return;
    noticeRef.current?.focus();
    noticeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);
  const challenge = useAction('contact/getCaptchaChallenge', undefined, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const submit = useMutationAction('contact/submitContactForm');

  const set = (name: TextFieldName) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const textField = (name: TextFieldName) => ({
    value: form[name] ?? '',
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
  });

  const captchaKind = challenge.data?.kind ?? 'altcha';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    const found = validateContactForm(form, market, { kind: captchaKind, value: answer });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await submit.trigger({ formData: form, recaptchaValue: answer });
      setForm(blankForm(account));
      setAnswer('');
      clearTimeout(timer.current);
      setNotice({ tone: 'ok', text: result.message });
    } catch (error) {
      const captcha = error instanceof ActionCallError && error.code === 'error.contact.captcha';
      if (captcha) setErrors({ recaptchaValue: captchaFailedMessage(captchaKind) });
      else setNotice({ tone: 'error', text: CONTACT_MESSAGES.technical });
    } finally {
      // A challenge answers once: a new one, and a new widget, for the next try.
      void challenge.mutate();
      setAnswer('');
      setAttempt((current) => current + 1);
    }
  }

  return (
    <form className="content-contact-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h1>{t('contact.title')}</h1>
      <div className="content-form-grid">
        <TextField
          label={t('contact.firstName')}
          maxLength={CONTACT_LIMITS.First_Name}
          autoComplete="given-name"
          {...textField('First_Name')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          maxLength={CONTACT_LIMITS.Email}
          autoComplete="email"
          {...textField('Email')}
        />
        <Select
          label={t('contact.purpose')}
          placeholder={t('contact.select')}
          options={CONTACT_PURPOSES.map((purpose) => ({
            value: purpose.value,
            label: purpose.label,
          }))}
          {...textField('Purpose_of_Enquiry')}
        />
        {form.Purpose_of_Enquiry === 'Project' && (
          <Select
            label={t('contact.projectType')}
            placeholder={t('contact.select')}
            options={options(CONTACT_PROJECT_TYPES)}
            {...textField('ProjectType')}
          />
        )}
        <TextField
          label={t('contact.phone')}
          type="tel"
          inputMode="numeric"
          optional
          maxLength={CONTACT_LIMITS.Phone}
          autoComplete="tel"
          {...textField('Phone')}
        />
        <Select
          label={t('contact.occupation')}
          optional
          placeholder={t('contact.select')}
          options={options(CONTACT_OCCUPATIONS)}
          {...textField('Occupation')}
        />
        <Select
          label={t('contact.preferred')}
          optional
          placeholder={t('contact.select')}
          options={options(CONTACT_PREFERRED_METHODS)}
          {...textField('Preferred_Contact_Method')}
        />
        <TextField
          label={t('contact.street')}
          optional
          maxLength={CONTACT_LIMITS.Street_Address}
          autoComplete="street-address"
          {...textField('Street_Address')}
        />
        {market === 'au' && (
          <Select
            label={t('contact.state')}
            optional
            placeholder={t('contact.select')}
            options={options(CONTACT_STATES)}
            {...textField('State')}
          />
        )}
      </div>
      <TextArea
        label={t('contact.message')}
        rows={5}
        maxLength={CONTACT_LIMITS.Message}
        {...textField('Message')}
      />
      <Checkbox
        checked={form.Privacy_Consent === true}
        error={errors.Privacy_Consent}
        onChange={(event) => {
          const checked = event.target.checked;
          setForm((current) => ({ ...current, Privacy_Consent: checked }));
          if (checked) setErrors((current) => ({ ...current, Privacy_Consent: undefined }));
        }}
        label={
          <>
            {t('contact.consentBefore')}{' '}
            <button
              type="button"
              className="content-link-button"
              onClick={() => setPrivacyOpen(true)}
            >
              {t('contact.privacyTerms')}
            </button>
          </>
        }
      />
      {challenge.data ? (
        <CaptchaField
          key={attempt}
          captcha={challenge.data}
          error={errors.recaptchaValue}
          onChange={(value) => {
            setAnswer(value);
            if (value) setErrors((current) => ({ ...current, recaptchaValue: undefined }));
          }}
        />
      ) : (
        challenge.error && <p role="alert">{t('contact.captchaUnavailable')}</p>
      )}
      <Button type="submit" disabled={submit.isMutating}>
        {submit.isMutating ? t('contact.sending') : t('contact.submit')}
      </Button>
      <p
        ref={noticeRef}
        className="content-form-notice"
        data-tone={notice?.tone}
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        tabIndex={notice?.tone === 'ok' ? -1 : undefined}
        onBlur={() => {
          if (notice?.tone !== 'ok') return;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setNotice(undefined), SUCCESS_MS);
        }}
      >
        {notice?.text}
      </p>
      <PrivacyTermsDialog
        market={market}
        open={privacyOpen}
        onClose={() => setPrivacyOpen(false)}
      />
    </form>
  );
}
