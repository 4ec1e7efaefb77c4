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
    case 'budget': {
      const [tax, reference] = await Promise.all([api.getTaxRules(), api.getBudgetReference(input.lang)]);
      return { kind: 'budget', tax, reference };
    }
    case 'unexpectedExpenses':
      return { kind: 'unexpectedExpenses', expenses: await api.listUnexpectedExpenses(input.lang) };
    case 'creditItems':
      return { kind: 'creditItems', items: await api.listCreditItems(input.lang) };
    case 'credit':
      return { kind: 'credit', terms: await api.getCreditTerms(input.lang) };
    case 'pocketExpenses':
      return { kind: 'pocketExpenses', expenses: await api.listPocketExpenses(input.lang) };
    case 'quiz':
      return { kind: 'quiz', quiz: await api.getQuiz(input.lang) };
    case 'insurance':
      return { kind: 'insurance', insurance: await api.getInsurance(input.lang) };
    case 'summary': {
      const [tax, reference, terms, pocketExpenses, quiz, insurance] = await Promise.all([
        api.getTaxRules(),
        api.getBudgetReference(input.lang),
        api.getCreditTerms(input.lang),
        api.listPocketExpenses(input.lang),
        api.getQuiz(input.lang),
        api.getInsurance(input.lang),
      ]);
      return { kind: 'summary', tax, reference, terms, pocketExpenses, quiz, insurance };
    }
  }
});
