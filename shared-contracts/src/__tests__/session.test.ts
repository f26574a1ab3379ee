import { accountLabel, sessionKind } from '../session';

const account = { accountId: 'a1', email: 'christopher@example.com', isInternalUser: false };

describe('session', () => {
  it('tells the four kinds of user apart', () => {
    expect(sessionKind({ status: 'anonymous' })).toBe('visitor');
    expect(sessionKind({ status: 'authenticated', account })).toBe('incomplete');
    expect(
      sessionKind({ status: 'authenticated', account: { ...account, companyName: 'Acme' } }),
    ).toBe('trade');
    expect(
      sessionKind({ status: 'authenticated', account: { ...account, isInternalUser: true } }),
    ).toBe('internal');
  });

  it('labels the account with the first name or email, cut to 8 characters', () => {
    expect(accountLabel({ ...account, firstName: 'Sam' })).toBe('Sam');
    expect(accountLabel({ ...account, firstName: 'Maximilian' })).toBe('Maximili…');
    expect(accountLabel(account)).toBe('christop…');
  });
});
