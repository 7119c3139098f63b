// Which calls a cold start makes before the app's code has arrived (src/early.ts starts them, the
// app's client takes them over through shared/early/): the session check with the saved token and,
// where the first screen is the actions list, that list's first page as the actions page asks it.
import { FIRST_CALL_PATHS, type FirstCall } from '../shared/early/first-calls';
import { isUsableToken, readStoredToken } from '../shared/stores/saved-token';
import { actionListBody, firstListPage, initialListState } from '../widgets/action-list/first-screen';

/** The calls the app will make first at `location`, with the token saved on this device. */
export function firstCalls(
  apiUrl: string,
  location: { pathname: string; search: string },
  now: Date,
): FirstCall[] {
  const token = readStoredToken();
  if (!token || !isUsableToken(token, now)) return [];
  const authorization = `Bearer ${token.uuid}`;
  const calls: FirstCall[] = [{ url: `${apiUrl}${FIRST_CALL_PATHS.session}`, authorization, body: '{}' }];
  const first = firstListPage(location, initialListState(now));
  if (first) {
    calls.push({
      url: `${apiUrl}${FIRST_CALL_PATHS.actionList}`,
      authorization,
      body: JSON.stringify(actionListBody(first.actions, first.page)),
    });
  }
  return calls;
}
