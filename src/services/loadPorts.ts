export type Ports = typeof import('./ports');
let ports: Promise<Ports> | undefined;
/** The adapters arrive on first use (or when the browser is idle), not with the first page. */
export const loadPorts = () => (ports ??= import('./ports'));
