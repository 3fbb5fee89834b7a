export const serverNodeFlags: string[];
export const serverEnv: Record<string, string>;
export const startScript: string;
