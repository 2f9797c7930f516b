export function startEnv(env?: Record<string, string | undefined>): Record<string, string>;
export const startNodeFlags: string[];
