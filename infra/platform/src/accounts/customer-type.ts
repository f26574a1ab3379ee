/** customerType is the upper-cased domain of the account's email (storefront §7 "update"). */
export function customerTypeOf(email: string): string {
  return (email.split('@')[1] ?? '').toUpperCase();
}
