export type Layer = { folder: string; rank: number; shared?: boolean; about: string };
export const layers: Layer[];
export const compositionRoots: string[];
export function isCompositionRoot(relativePath: string): boolean;
export function layerOf(relativePath: string): Layer & { folder: string | null; shared: boolean; feature: string | null };
export function layerZones(srcDir?: string): { target: string[]; from: string; message: string }[];
