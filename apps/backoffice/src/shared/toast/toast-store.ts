// The back office's notices: the app kit's toasts (@tourplanner/ui's corner stack, SPEC §2), with
// `fail` for the catalogue text of a failed call.
export { clearToasts, toast } from '@tourplanner/app-kit/toast';
