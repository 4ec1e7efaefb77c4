import type { ClassAddress, ThrottledPupil } from '../contracts/classHelp';
import { classExportPath } from '../contracts/classExport';
import type { DisplayNameData } from '../contracts/displayName';
import type { PdfButtonStatus, PdfContent } from '../contracts/pdf';
import type { ClassProgress, ClassSummary, School } from '../contracts/admin';
import type { Faq, Fylke, Page } from '../contracts/content';
import type { Lang } from '../contracts/lang';
import type { Industry, Job, TaxRules } from '../contracts/curriculum';
import type { OktContent } from '../contracts/okt';
import type { BudgetReference, UnexpectedExpense } from '../contracts/budget';
import type { CreditItem, CreditTerms, DebtContent, PocketExpense } from '../contracts/credit';
import type { Session5Content } from '../contracts/insurance';
import type { Guide } from '../contracts/guide';
import type { ClassBoard } from '../contracts/classResults';
import type { KnowledgeTest } from '../contracts/knowledgeTest';
import type { Quiz } from '../contracts/quiz';
import type { ClassPace, PaceAction } from '../contracts/pace';
import { ApiError, bearer, type Http } from './http';
import { expiryOnThisDevice } from './tokenLifetime';

export { ApiError };

/** Spec §9: the cache-busting parameter is the current time truncated to the minute. */
export function minuteStamp(now: number): number {
  return now - (now % 60_000);
}

/** What the class check answers; spec §5 passes a result without `success` on as an error. */
export type ClassCheckResult = { success?: boolean; data?: Record<string, boolean>; pace?: ClassPace };

export interface TeacherRegistration {
  email: string;
  password: string;
  fylkeEmail: string;
  fylkeId: string;
  isNewTeacher: boolean;
}

/** The backend API port of DESIGN.md: spec §7's calls over HTTP, one adapter for every profile. */
export type BackendApi = ReturnType<typeof createBackendApi>;

/** Our server's calls that answer `{ data }`, with the user's token where one is given; what they throw is an ApiError. */
export function dataCalls(http: Http) {
  const as = (token?: string) => (token ? bearer(token) : undefined);
  return {
    get: async <T>(url: string, token?: string) => (await http.get<{ data: T }>(url, as(token))).data,
    post: async <T>(url: string, body: object, token?: string) => (await http.post<{ data: T }>(url, body, as(token))).data,
    put: async <T>(url: string, body: object, token?: string) => (await http.put<{ data: T }>(url, body, as(token))).data,
    send: async (url: string, body: object, token?: string) => {
      await http.post(url, body, as(token));
    },
  };
}

export function createBackendApi(http: Http, now: () => number = Date.now) {
  const { get, post, put, send } = dataCalls(http);
  /** The activities' choices (spec §7 multiselect) come as `posts`. */
  const posts = async <T>(url: string) => (await http.get<{ posts: T[] }>(url)).posts;
  const classUrl = (classCode: string, rest: string) => `class/${encodeURIComponent(classCode)}/${rest}`;
  const pupilUrl = (classCode: string, pupilId: string, rest: string) => classUrl(classCode, `pupil/${encodeURIComponent(pupilId)}/${rest}`);
  return {
    getPage: (lang: Lang, slug: string) => get<Page>(`public/${lang}/get/page/${encodeURIComponent(slug)}`),
    getFaq: (lang: Lang) => get<Faq>(`public/${lang}/get/faq/`),
    listFylke: () => get<Fylke[]>('public/list/fylke'),
    async checkClassExists(classCode: string): Promise<ClassCheckResult> {
      const url = `public/no/get/klasse/${encodeURIComponent(classCode)}?v=${minuteStamp(now())}`;
      try {
        return await http.get<ClassCheckResult>(url);
      } catch (err) {
        // An unknown class is an answer (success: false), not a failure.
        if (err instanceof ApiError && err.status === 404 && err.body && typeof err.body === 'object') return err.body as ClassCheckResult;
        throw err;
      }
    },
    registerTeacher: (registration: TeacherRegistration) => send('register/teacher', registration),
    /** `idToken`: the sign-in token of the same account on this device, so both tokens are one session. */
    async getApiToken(username: string, password: string, idToken?: string) {
      const { token, expiresAt } = await http.post<{ token: string; expiresAt: number }>('jwt/token', { username, password }, idToken ? bearer(idToken) : undefined);
      return { token, expiresAt: expiryOnThisDevice(token, expiresAt) };
    },
    logout: (apiToken: string) => send('auth/logout', {}, apiToken),
    resetPassword: (input: { email: string; password: string; token: string }) => send('auth/reset-password', input),
    /** Spec §7 okt-content-all: sessions keyed by number, returned in order (indexed from 1). */
    getOktContent: async (lang: Lang) => Object.values(await get<Record<string, OktContent>>(`public/${lang}/get/okt-content-all`)),
    /** Spec §7 class data: which sessions the teacher has opened. `fresh`: past the browser's cache (the class is known to have changed). */
    getClassAccess(lang: Lang, classCode: string, options?: { fresh?: boolean }) {
      const url = `public/${lang}/get/klasse/${encodeURIComponent(classCode)}?v=${minuteStamp(now())}`;
      return http.get<ClassCheckResult>(url, options?.fresh ? { cache: 'no-cache' } : undefined);
    },
    startOver: (idToken: string, classCode: string) => send('start-over', { classCode }, idToken),
    listIndustries: (lang: Lang) => posts<Industry>(`public/${lang}/get/multiselect/bransje/alle`),
    listJobs: (lang: Lang, industryId: string) => posts<Job>(`public/${lang}/get/multiselect/jobb/${encodeURIComponent(industryId)}`),
    // The server picks the income year by its own clock (server/content/contentYear.ts).
    getTaxRules: () => get<TaxRules>('public/tax/current'),
    /** Økt 2: the eight budget lines with reference figures, and rent; every unexpected expense (the activity draws one). */
    getBudgetReference: (lang: Lang) => get<BudgetReference>(`public/${lang}/get/budsjett/alle`),
    listUnexpectedExpenses: (lang: Lang) => posts<UnexpectedExpense>(`public/${lang}/get/unexpected-expense`),
    /** Økt 3; `getDebt` is the unpaid bill (O3F). */
    listCreditItems: (lang: Lang) => posts<CreditItem>(`public/${lang}/get/multiselect/kjop/alle`),
    getCreditTerms: (lang: Lang) => get<CreditTerms>(`public/${lang}/get/kreditt/alle`),
    getDebt: (lang: Lang) => get<DebtContent>(`public/${lang}/get/gjeld/alle`),
    listPocketExpenses: (lang: Lang) => posts<PocketExpense>(`public/${lang}/get/multiselect/lommeutgift/alle`),
    getQuiz: (lang: Lang) => get<Quiz>(`public/${lang}/get/quiz/okt4`),
    getInsurance: (lang: Lang) => get<Session5Content>(`public/${lang}/get/forsikring/alle`),
    /** The knowledge test taken before session 1 and after session 5. */
    getKnowledgeTest: (lang: Lang) => get<KnowledgeTest>(`public/${lang}/get/kunnskapstest/alle`),
    getPdfButtonStatus: (lang: Lang) => get<PdfButtonStatus>(`public/${lang}/pdf-button-status`),
    getPdfContent: (lang: Lang) => get<PdfContent>(`public/${lang}/get/pdf-content`),
    // The teacher's admin area (bearer: the teacher's API token).
    listClasses: (apiToken: string) => get<ClassSummary[]>('list/class', apiToken),
    createClass: (apiToken: string, body: { name: string; school: string; schoolYear: string }) => post<ClassSummary>('class/create', body, apiToken),
    updateClass: (apiToken: string, body: { classCode: string; name?: string; school?: string; schoolYear?: string }) =>
      post<ClassSummary>('class/update', body, apiToken),
    archiveClass: (apiToken: string, body: { classCode: string; archived: boolean }) => post<ClassSummary>('class/archive', body, apiToken),
    /** The class and every answer in it; `confirmCode` is its code typed again. */
    deleteClass: (apiToken: string, body: { classCode: string; confirmCode: string }) => post<{ records: number }>('class/delete', body, apiToken),
    enableSection: (apiToken: string, input: { oktNumber: number; classCode: string | null }) => http.post<{ success: boolean }>('class/enable-section', input, bearer(apiToken)),
    disableSection: (apiToken: string, input: { oktNumber: number; classCode: string }) => http.post<{ success: boolean }>('class/disable-section', input, bearer(apiToken)),
    /** Schools in the teacher's county, and one added when it is missing. */
    listSchools: (apiToken: string) => get<School[]>('list/school', apiToken),
    addSchool: (apiToken: string, body: { name: string }) => post<School>('school', body, apiToken),
    /** The class's pace (docs/decisions/pace.md), and the teacher's change of it: answered with the pace after it. */
    getClassPace: (apiToken: string, classCode: string) => get<ClassPace>(classUrl(classCode, 'pace'), apiToken),
    setClassPace: (apiToken: string, classCode: string, action: PaceAction) => post<ClassPace>(classUrl(classCode, 'pace'), action, apiToken),
    getClassProgress: (apiToken: string, classCode: string) => get<ClassProgress>(`list/class/${encodeURIComponent(classCode)}/progress`, apiToken),
    /** What the class chose, counted for the board: counts, medians and sums, never one pupil's answer. */
    getClassResults: (apiToken: string, classCode: string) => get<ClassBoard>(`list/class/${encodeURIComponent(classCode)}/results`, apiToken),
    /** The teacher's guide to the five sessions, answer key included (teachers only). */
    getGuide: (apiToken: string, lang: Lang) => get<Guide>(`guide/${lang}`, apiToken),
    /** The class's progress as CSV text, its header row in `lang`; the text decoder drops the file's BOM. */
    getClassProgressCsv: (apiToken: string, classCode: string, lang: Lang) =>
      http.get<string>(`${classExportPath(classCode)}?lang=${lang}`, { ...bearer(apiToken), headers: { Accept: 'text/csv' } }),
    /** The class's pupils whose sign-in is slowed down, and letting one in again. */
    listThrottledPupils: async (apiToken: string, classCode: string) => (await get<{ pupils: ThrottledPupil[] }>(classUrl(classCode, 'throttled'), apiToken)).pupils,
    unthrottlePupil: (apiToken: string, classCode: string, userId: string) => send(classUrl(classCode, 'unthrottle'), { userId }, apiToken),
    /** Whether the address the class's pupils sign in from is blocked, never the address itself. */
    getClassAddress: (apiToken: string, classCode: string) => get<ClassAddress>(classUrl(classCode, 'address'), apiToken),
    unblockClassAddress: (apiToken: string, classCode: string) => post<ClassAddress>(classUrl(classCode, 'address/unblock'), {}, apiToken),
    /** The class's pupil with this e-mail address: a temporary password, shown to the teacher once, or out of the class with their answers. */
    setTemporaryPassword: async (apiToken: string, classCode: string, email: string) =>
      (await post<{ temporaryPassword: string }>(classUrl(classCode, 'temporary-password'), { email }, apiToken)).temporaryPassword,
    removePupil: (apiToken: string, classCode: string, email: string) => post<{ records: number }>(classUrl(classCode, 'remove-pupil'), { email }, apiToken),
    /** A pupil's row of the class view, by the row's id. */
    setRowTemporaryPassword: async (apiToken: string, classCode: string, pupilId: string) =>
      (await post<{ temporaryPassword: string }>(pupilUrl(classCode, pupilId, 'temporary-password'), {}, apiToken)).temporaryPassword,
    renamePupil: (apiToken: string, classCode: string, pupilId: string, displayName: string) =>
      put<DisplayNameData>(pupilUrl(classCode, pupilId, 'display-name'), { displayName }, apiToken),
    removeRowPupil: (apiToken: string, classCode: string, pupilId: string) => post<{ records: number }>(classUrl(classCode, 'remove-pupil'), { pupilId }, apiToken),
  };
}
