// The back office's stores come from the app kit's resettableStore: resetAll() on logout and on a
// lost session puts every store back as it started and empties the server-data cache (which
// registers itself, ../query-client.ts), so the next user of a shared computer sees nothing of the
// previous one's; tests call it between tests.
export {
  onResetAll,
  type ResettableStore,
  resetAll,
  resettableStore,
} from '@tourplanner/app-kit/resettable';
