import { fromPromise } from 'xstate';
import type { ContentDocument, ContentRequest } from '../../machines/contentPageMachine';
import { loadPorts } from './authActors';

/** Every kind of content document, fetched through the backend API port. */
export const fetchContent = fromPromise(async ({ input }: { input: ContentRequest }): Promise<ContentDocument> => {
  const api = (await loadPorts()).backendApi;
  switch (input.kind) {
    case 'faq':
      return { kind: 'faq', faq: await api.getFaq(input.lang) };
    case 'page':
      return { kind: 'page', page: await api.getPage(input.lang, input.slug) };
    case 'fylker':
      return { kind: 'fylker', fylker: await api.listFylke() };
    case 'industries':
      return { kind: 'industries', industries: await api.listIndustries(input.lang) };
    case 'jobs':
      return { kind: 'jobs', jobs: await api.listJobs(input.lang, input.industryId) };
    case 'tax':
      return { kind: 'tax', tax: await api.getTaxRules() };
  }
});
