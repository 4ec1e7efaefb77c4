import type { BackendApi } from './backendApi';
import { type ContentCopies, createContentCopies } from './deviceCopies';
import { loadPorts } from './loadPorts';
import { readRuntimeConfig } from './runtimeConfig';

/** The session pages' content reads: public, the same for every pupil, and changed only with the server's content version. */
const READS = [
  'getOktContent',
  'listIndustries',
  'listJobs',
  'getTaxRules',
  'getBudgetReference',
  'listUnexpectedExpenses',
  'listCreditItems',
  'getCreditTerms',
  'getDebt',
  'listPocketExpenses',
  'getQuiz',
  'getInsurance',
  'getKnowledgeTest',
] as const;

export type PublicContent = Pick<BackendApi, (typeof READS)[number]>;

/** Each read answered from this device's copy when it has one, else through the adapters (loaded then). */
export function createPublicContent(keep: ContentCopies, api: () => Promise<BackendApi> = async () => (await loadPorts()).backendApi): PublicContent {
  const read =
    <K extends (typeof READS)[number]>(name: K) =>
    (...args: Parameters<BackendApi[K]>) =>
      keep(`${name}:${JSON.stringify(args)}`, async () => ((await api())[name] as (...a: typeof args) => ReturnType<BackendApi[K]>)(...args));
  return Object.fromEntries(READS.map((name) => [name, read(name)])) as unknown as PublicContent;
}

let shared: PublicContent | undefined;
export function publicContent(): PublicContent {
  // The same storage the app's state is kept in (src/main.tsx).
  shared ??= createPublicContent(createContentCopies(window.localStorage, readRuntimeConfig(document).contentVersion));
  return shared;
}
