export interface SourceMapJson {
  version: number;
  sources: string[];
  names: string[];
  mappings: string;
  [key: string]: unknown;
}
export function ownCodeOnly<M extends SourceMapJson>(map: M): M;
