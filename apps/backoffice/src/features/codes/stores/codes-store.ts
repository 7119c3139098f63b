// Code pools per event (DESIGN.md: real pools instead of the spec's sample data), CSV import/export.
import type { CodePoolEvent } from '@tourplanner/domain/entities';
import { create } from 'zustand';
import { api } from '../../../shared/api/client';
import { saveBlob } from '../../../shared/lib/download';
import { toast } from '../../../shared/toast/toast-store';

interface CodesState {
  pools: CodePoolEvent[];
  loading: boolean;
  importing: boolean;
  reset: () => void;
}

export const useCodes = create<CodesState>((set) => ({
  pools: [],
  loading: false,
  importing: false,
  reset: () => set({ pools: [], loading: false, importing: false }),
}));

export async function loadCodes() {
  useCodes.setState({ loading: true });
  try {
    useCodes.setState({ pools: await api.call('codeList', {}), loading: false });
  } catch (error) {
    useCodes.setState({ loading: false });
    toast.fail(error);
  }
}

/** Imports a CSV file; answers how many codes were added and skipped, or null on failure. */
export async function importCodes(file: File): Promise<{ imported: number; skipped: number } | null> {
  useCodes.setState({ importing: true });
  try {
    const result = await api.call('codeImport', {}, { files: [file] });
    await loadCodes();
    return result;
  } catch (error) {
    toast.fail(error);
    return null;
  } finally {
    useCodes.setState({ importing: false });
  }
}

export async function exportCodes(today: string) {
  try {
    const blob = await api.call('codeExport', {});
    saveBlob(blob, `kody-${today}.csv`);
  } catch (error) {
    toast.fail(error);
  }
}
