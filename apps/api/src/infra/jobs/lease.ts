// Leases of the durable job queues (reports, reminder and invitation e-mails): a worker renews the
// lease of the job it runs every LEASE_RENEW_MS; a job whose lease is older than LEASE_MS was left
// by a process that died, and any worker takes it again, within a minute.
export const LEASE_MS = 45_000;
export const LEASE_RENEW_MS = 10_000;

/** Calls `renew` every LEASE_RENEW_MS until the answered function is called. */
export function holdLease(renew: () => Promise<unknown>, onError: (err: unknown) => void): () => void {
  const timer = setInterval(() => {
    renew().catch(onError);
  }, LEASE_RENEW_MS);
  timer.unref();
  return () => clearInterval(timer);
}
