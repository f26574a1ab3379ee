/** Local storage keys of search analytics (spec §9 "Local storage: anonymous token, last search query id"). */
export const ANONYMOUS_TOKEN_KEY = 'specify:anonymous-token';
export const LAST_QUERY_ID_KEY = 'specify:last-query-id';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A visitor's insights user token, made once and kept locally (spec §4 "Account state"). */
export function anonymousToken(): string {
  const store = storage();
  const existing = store?.getItem(ANONYMOUS_TOKEN_KEY);
  if (existing) return existing;
  const token = `anonymous-${crypto.randomUUID()}`;
  store?.setItem(ANONYMOUS_TOKEN_KEY, token);
  return token;
}

export function rememberQueryId(queryID: string | undefined) {
  if (queryID) storage()?.setItem(LAST_QUERY_ID_KEY, queryID);
}

export function lastQueryId(): string | undefined {
  return storage()?.getItem(LAST_QUERY_ID_KEY) ?? undefined;
}
