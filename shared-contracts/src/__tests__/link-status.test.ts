import { LINK_STATUS_MESSAGES, linkStatusNotice, withoutLinkStatus } from '../link-status';

const notice = (search: string) => linkStatusNotice(new URLSearchParams(search));

it('has nothing to say without link-status parameters', () => {
  expect(notice('?sort=name')).toBeUndefined();
});

it('names a used and an expired link with the §8 messages', () => {
  expect(
    notice('?success=false&error_description=This%20URL%20can%20be%20used%20only%20once'),
  ).toEqual({ tone: 'error', message: 'This URL can be used only once', offerSignIn: false });
  expect(notice('?code=401&message=Access%20expired.&supportSignUp=true')).toEqual({
    tone: 'error',
    message: 'Access expired.',
    offerSignIn: true,
  });
});

it('says success in its own words, and never shows text from the address', () => {
  expect(notice('?success=true&message=Call%200400%20000%20000')).toEqual({
    tone: 'success',
    message: LINK_STATUS_MESSAGES.success,
    offerSignIn: false,
  });
  expect(notice('?error_description=Your%20account%20is%20locked,%20call%20us')?.message).toBe(
    LINK_STATUS_MESSAGES.invalid,
  );
});

it('takes the parameters out and keeps the rest', () => {
  expect(withoutLinkStatus(new URLSearchParams('success=true&message=x&sort=name'))).toBe(
    '?sort=name',
  );
  expect(withoutLinkStatus(new URLSearchParams('code=1'))).toBe('');
});
