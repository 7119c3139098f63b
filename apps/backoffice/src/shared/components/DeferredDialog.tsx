// A slot for a dialog whose code is fetched on its first opening (React.lazy): nothing before it,
// the full-screen preloader while the code arrives, and the dialog kept mounted afterwards so that
// it closes with its transition and opens again at once.
import { FullScreenPreloader } from '@tourplanner/ui/FullScreenPreloader';
import { type ReactNode, Suspense, useState } from 'react';

export function DeferredDialog({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={<FullScreenPreloader visible />}>{children}</Suspense>;
}
