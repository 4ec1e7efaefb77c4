import { fromPromise } from 'xstate';
import { contentPageMachine, type ContentDocument, type ContentRequest, type SummaryContent } from '../../machines/contentPageMachine';
import type { Lang } from '../contracts/lang';
import { loadPorts } from './loadPorts';
import { answerFromPage, pageContent } from './pageContent';
import { publicContent } from './publicContent';

/** Every kind of content document, fetched through the backend API port. */
export const fetchContent = fromPromise(async ({ input }: { input: ContentRequest }): Promise<ContentDocument> => {
  // A content page's document, and the counties, come with the page itself.
  const fromPage = answerFromPage(pageContent(), input);
  if (fromPage) return fromPage;
  // The session pages' content may come from this device's copy; the other pages' always from the server.
  const api = publicContent();
  const server = async () => (await loadPorts()).backendApi;
  switch (input.kind) {
    case 'faq':
      return { kind: 'faq', faq: await (await server()).getFaq(input.lang) };
    case 'page':
      return { kind: 'page', page: await (await server()).getPage(input.lang, input.slug) };
    case 'fylker':
      return { kind: 'fylker', fylker: await (await server()).listFylke() };
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
    case 'credit': {
      // The budget's lines too: a credit payment or a bigger savings line is paid from a line the pupil picks.
      const [terms, reference] = await Promise.all([api.getCreditTerms(input.lang), api.getBudgetReference(input.lang)]);
      return { kind: 'credit', terms, categories: reference.categories };
    }
    case 'debt':
      return { kind: 'debt', debt: await api.getDebt(input.lang) };
    case 'pocketExpenses':
      return { kind: 'pocketExpenses', expenses: await api.listPocketExpenses(input.lang) };
    case 'quiz':
      return { kind: 'quiz', quiz: await api.getQuiz(input.lang) };
    case 'insurance': {
      // The budget's lines too: the premiums become the insurance line, the difference paid from a line the pupil picks.
      const [insurance, reference] = await Promise.all([api.getInsurance(input.lang), api.getBudgetReference(input.lang)]);
      return { kind: 'insurance', insurance, categories: reference.categories };
    }
    case 'summary':
      return { kind: 'summary', ...(await fetchSummaryContent(input.lang)) };
    case 'knowledgeTest':
      return { kind: 'knowledgeTest', test: await api.getKnowledgeTest(input.lang) };
  }
});

/** Built once, as XState's provide builds every state node: each page's loader is an actor of it. */
export const contentLoader = contentPageMachine.provide({ actors: { fetchContent } });

/** What the O5D summary and the PDF tell the pupil's story with. */
export async function fetchSummaryContent(lang: Lang): Promise<SummaryContent> {
  const api = publicContent();
  const [industries, tax, reference, terms, pocketExpenses, quiz, insurance, knowledgeTest] = await Promise.all([
    api.listIndustries(lang),
    api.getTaxRules(),
    api.getBudgetReference(lang),
    api.getCreditTerms(lang),
    api.listPocketExpenses(lang),
    api.getQuiz(lang),
    api.getInsurance(lang),
    api.getKnowledgeTest(lang),
  ]);
  return { industries, tax, reference, terms, pocketExpenses, quiz, insurance, knowledgeTest };
}
