export function newestSource(dir?: string): number;
export function buildIsCurrent(): boolean;
