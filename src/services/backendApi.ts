import type { ClassAddress, ThrottledPupil } from '../contracts/classHelp';
import type { DisplayNameData } from '../contracts/displayName';
import type { PdfButtonStatus, PdfContent } from '../contracts/pdf';
import type { ClassProgress, ClassSummary, School } from '../contracts/admin';
import type { ApiFailure } from '../contracts/apiResult';
import type { Faq, Fylke, Page } from '../contracts/content';
import type { Lang } from '../contracts/lang';
import type { Industry, Job, TaxRules } from '../contracts/curriculum';
import type { OktContent } from '../contracts/okt';
import type { BudgetReference, UnexpectedExpense } from '../contracts/budget';
import type { CreditItem, CreditTerms, DebtContent, PocketExpense } from '../contracts/credit';
import type { Session5Content } from '../contracts/insurance';
import type { Quiz } from '../contracts/quiz';
import { bearer, type Http, HttpError } from './http';
import { expiryOnThisDevice } from './tokenLifetime';

/** A failed call, reduced to what machines may keep: serialisable codes, never translated text. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number | null,
    readonly messageKey: string,
    readonly field?: string,
    /** The server's error code, e.g. `auth/invalid-credential` (spec §8). */
    readonly code?: string,
  ) {
    super(messageKey);
  }
}

/** Runs a call, turning whatever it throws into the spec's failure shape (ApiError). */
export async function callApi<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw toApiError(err);
  }
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof HttpError) {
    if (err.status === null) return new ApiError(null, 'txt_error_network');
    const body = (typeof err.body === 'object' && err.body !== null ? err.body : {}) as Partial<ApiFailure>;
    return new ApiError(err.status, body.messageKey ?? 'txt_error_default', body.field, body.error);
  }
  return new ApiError(null, 'txt_error_default');
}

/** Spec §9: the cache-busting parameter is the current time truncated to the minute. */
export function minuteStamp(now: number): number {
  return now - (now % 60_000);
}

/** What the class check answers; spec §5 passes a result without `success` on as an error. */
export type ClassCheckResult = { success?: boolean; data?: Record<string, boolean> };

export interface TeacherRegistration {
  email: string;
  password: string;
  fylkeEmail: string;
  fylkeId: string;
  isNewTeacher: boolean;
}

/** The backend API port of DESIGN.md: spec §7's calls over HTTP. */
export interface BackendApi {
  getPage(lang: Lang, slug: string): Promise<Page>;
  getFaq(lang: Lang): Promise<Faq>;
  listFylke(): Promise<Fylke[]>;
  checkClassExists(classCode: string): Promise<ClassCheckResult>;
  registerTeacher(registration: TeacherRegistration): Promise<void>;
  /** `idToken`: the sign-in token of the same account on this device, so both tokens are one session. */
  getApiToken(username: string, password: string, idToken?: string): Promise<{ token: string; expiresAt: number }>;
  logout(apiToken: string): Promise<void>;
  resetPassword(input: { email: string; password: string; token: string }): Promise<void>;
  /** Spec §7 okt-content-all: sessions keyed by number, returned in order (indexed from 1). */
  getOktContent(lang: Lang): Promise<OktContent[]>;
  /** Spec §7 class data: which sessions the teacher has opened for the class. */
  /** `fresh`: past the browser's cache (the class is known to have changed). */
  getClassAccess(lang: Lang, classCode: string, options?: { fresh?: boolean }): Promise<ClassCheckResult>;
  startOver(idToken: string, classCode: string): Promise<void>;
  enableSection(apiToken: string, input: { oktNumber: number; classCode: string | null }): Promise<{ success: boolean }>;
  /** Spec §7 multiselect: the choices of an activity ("posts"). */
  listIndustries(lang: Lang): Promise<Industry[]>;
  listJobs(lang: Lang, industryId: string): Promise<Job[]>;
  getTaxRules(): Promise<TaxRules>;
  /** Økt 2: the eight budget lines with reference figures, and rent. */
  getBudgetReference(lang: Lang): Promise<BudgetReference>;
  /** Spec §7 get/unexpected-expense: every unexpected expense; the activity draws one. */
  listUnexpectedExpenses(lang: Lang): Promise<UnexpectedExpense[]>;
  /** Økt 3: what a pupil may buy, the credit offers and savings rate, and the pocket expenses. */
  listCreditItems(lang: Lang): Promise<CreditItem[]>;
  getCreditTerms(lang: Lang): Promise<CreditTerms>;
  /** O3F: what happens when a bill is not paid, with the fees and rates in force. */
  getDebt(lang: Lang): Promise<DebtContent>;
  listPocketExpenses(lang: Lang): Promise<PocketExpense[]>;
  /** Økt 4 and 5. */
  getQuiz(lang: Lang): Promise<Quiz>;
  getInsurance(lang: Lang): Promise<Session5Content>;
  /** Whether the PDF button may show, and the PDF's fixed texts. */
  getPdfButtonStatus(lang: Lang): Promise<PdfButtonStatus>;
  getPdfContent(lang: Lang): Promise<PdfContent>;
  /** The teacher's admin area (bearer: the teacher's API token). Only the teacher's own classes. */
  listClasses(apiToken: string): Promise<ClassSummary[]>;
  createClass(apiToken: string, body: { name: string; school: string; schoolYear: string }): Promise<ClassSummary>;
  updateClass(apiToken: string, body: { classCode: string; name?: string; school?: string; schoolYear?: string }): Promise<ClassSummary>;
  archiveClass(apiToken: string, body: { classCode: string; archived: boolean }): Promise<ClassSummary>;
  /** The class and every answer in it, now; `confirmCode` is its code typed again. */
  deleteClass(apiToken: string, body: { classCode: string; confirmCode: string }): Promise<{ records: number }>;
  /** The class's pupil with this e-mail address out of the class, and their answers in it. */
  removePupil(apiToken: string, classCode: string, email: string): Promise<{ records: number }>;
  disableSection(apiToken: string, input: { oktNumber: number; classCode: string }): Promise<{ success: boolean }>;
  /** Schools in the teacher's county, and one added when it is missing. */
  listSchools(apiToken: string): Promise<School[]>;
  addSchool(apiToken: string, body: { name: string }): Promise<School>;
  getClassProgress(apiToken: string, classCode: string): Promise<ClassProgress>;
  /** The class's pupils whose sign-in is slowed down, and letting one in again. */
  listThrottledPupils(apiToken: string, classCode: string): Promise<ThrottledPupil[]>;
  unthrottlePupil(apiToken: string, classCode: string, userId: string): Promise<void>;
  /** Whether the address the class's pupils sign in from is blocked, never the address itself. */
  getClassAddress(apiToken: string, classCode: string): Promise<ClassAddress>;
  unblockClassAddress(apiToken: string, classCode: string): Promise<ClassAddress>;
  /** A temporary password for the class's pupil with this e-mail address, shown to the teacher once. */
  setTemporaryPassword(apiToken: string, classCode: string, email: string): Promise<string>;
  /** The actions on a pupil's row of the class view, by the row's id: a temporary password, the name, taking them out. */
  setRowTemporaryPassword(apiToken: string, classCode: string, pupilId: string): Promise<string>;
  renamePupil(apiToken: string, classCode: string, pupilId: string, displayName: string): Promise<DisplayNameData>;
  removeRowPupil(apiToken: string, classCode: string, pupilId: string): Promise<{ records: number }>;
}

export function createBackendApi(http: Http, now: () => number = Date.now): BackendApi {
  const call = callApi;
  const get = async <T>(url: string) => (await call(() => http.get<{ success: true; data: T }>(url))).data;
  const getAsTeacher = async <T>(apiToken: string, url: string) => (await call(() => http.get<{ success: true; data: T }>(url, bearer(apiToken)))).data;
  const postAsTeacher = async <T>(apiToken: string, url: string, body: object) =>
    (await call(() => http.post<{ success: true; data: T }>(url, body, bearer(apiToken)))).data;
  const putAsTeacher = async <T>(apiToken: string, url: string, body: object) => (await call(() => http.put<{ success: true; data: T }>(url, body, bearer(apiToken)))).data;
  return {
    getPage: (lang, slug) => get(`public/${lang}/get/page/${encodeURIComponent(slug)}`),
    getFaq: (lang) => get(`public/${lang}/get/faq/`),
    listFylke: () => get('public/list/fylke'),
    async checkClassExists(classCode) {
      const url = `public/no/get/klasse/${encodeURIComponent(classCode)}?v=${minuteStamp(now())}`;
      try {
        return await http.get<ClassCheckResult>(url);
      } catch (err) {
        // An unknown class is an answer (success: false), not a failure.
        if (err instanceof HttpError && err.status === 404 && err.body && typeof err.body === 'object') return err.body as ClassCheckResult;
        throw toApiError(err);
      }
    },
    registerTeacher: async (registration) => {
      await call(() => http.post('register/teacher', registration));
    },
    async getApiToken(username, password, idToken) {
      const { token, expiresAt } = await call(() => http.post<{ token: string; expiresAt: number }>('jwt/token', { username, password }, idToken ? bearer(idToken) : undefined));
      return { token, expiresAt: expiryOnThisDevice(token, expiresAt) };
    },
    logout: async (apiToken) => {
      await call(() => http.post('auth/logout', {}, bearer(apiToken)));
    },
    resetPassword: async (input) => {
      await call(() => http.post('auth/reset-password', input));
    },
    async getOktContent(lang) {
      const byNumber = await get<Record<string, OktContent>>(`public/${lang}/get/okt-content-all`);
      return Object.values(byNumber);
    },
    async getClassAccess(lang, classCode, options) {
      const url = `public/${lang}/get/klasse/${encodeURIComponent(classCode)}?v=${minuteStamp(now())}`;
      return call(() => http.get<ClassCheckResult>(url, options?.fresh ? { cache: 'no-cache' } : undefined));
    },
    startOver: async (idToken, classCode) => {
      await call(() => http.post('start-over', { classCode }, bearer(idToken)));
    },
    enableSection: (apiToken, input) => call(() => http.post<{ success: boolean }>('class/enable-section', input, bearer(apiToken))),
    listIndustries: async (lang) => (await call(() => http.get<{ posts: Industry[] }>(`public/${lang}/get/multiselect/bransje/alle`))).posts,
    listJobs: async (lang, industryId) =>
      (await call(() => http.get<{ posts: Job[] }>(`public/${lang}/get/multiselect/jobb/${encodeURIComponent(industryId)}`))).posts,
    // The server picks the income year by its own clock (server/content/contentYear.ts).
    getTaxRules: () => get('public/tax/current'),
    getBudgetReference: (lang) => get(`public/${lang}/get/budsjett/alle`),
    listUnexpectedExpenses: async (lang) => (await call(() => http.get<{ posts: UnexpectedExpense[] }>(`public/${lang}/get/unexpected-expense`))).posts,
    listCreditItems: async (lang) => (await call(() => http.get<{ posts: CreditItem[] }>(`public/${lang}/get/multiselect/kjop/alle`))).posts,
    getCreditTerms: (lang) => get(`public/${lang}/get/kreditt/alle`),
    getDebt: (lang) => get(`public/${lang}/get/gjeld/alle`),
    listPocketExpenses: async (lang) => (await call(() => http.get<{ posts: PocketExpense[] }>(`public/${lang}/get/multiselect/lommeutgift/alle`))).posts,
    getQuiz: (lang) => get(`public/${lang}/get/quiz/okt4`),
    getInsurance: (lang) => get(`public/${lang}/get/forsikring/alle`),
    getPdfButtonStatus: (lang) => get(`public/${lang}/pdf-button-status`),
    getPdfContent: (lang) => get(`public/${lang}/get/pdf-content`),
    listClasses: (apiToken) => getAsTeacher(apiToken, 'list/class'),
    createClass: (apiToken, body) => postAsTeacher(apiToken, 'class/create', body),
    updateClass: (apiToken, body) => postAsTeacher(apiToken, 'class/update', body),
    archiveClass: (apiToken, body) => postAsTeacher(apiToken, 'class/archive', body),
    deleteClass: (apiToken, body) => postAsTeacher(apiToken, 'class/delete', body),
    removePupil: (apiToken, classCode, email) => postAsTeacher(apiToken, `class/${encodeURIComponent(classCode)}/remove-pupil`, { email }),
    removeRowPupil: (apiToken, classCode, pupilId) => postAsTeacher(apiToken, `class/${encodeURIComponent(classCode)}/remove-pupil`, { pupilId }),
    setRowTemporaryPassword: async (apiToken, classCode, pupilId) =>
      (await postAsTeacher<{ temporaryPassword: string }>(apiToken, `class/${encodeURIComponent(classCode)}/pupil/${encodeURIComponent(pupilId)}/temporary-password`, {})).temporaryPassword,
    renamePupil: (apiToken, classCode, pupilId, displayName) =>
      putAsTeacher(apiToken, `class/${encodeURIComponent(classCode)}/pupil/${encodeURIComponent(pupilId)}/display-name`, { displayName }),
    disableSection: (apiToken, input) => call(() => http.post<{ success: boolean }>('class/disable-section', input, bearer(apiToken))),
    listSchools: (apiToken) => getAsTeacher(apiToken, 'list/school'),
    addSchool: (apiToken, body) => postAsTeacher(apiToken, 'school', body),
    getClassProgress: (apiToken, classCode) => getAsTeacher(apiToken, `list/class/${encodeURIComponent(classCode)}/progress`),
    listThrottledPupils: async (apiToken, classCode) =>
      (await getAsTeacher<{ pupils: ThrottledPupil[] }>(apiToken, `class/${encodeURIComponent(classCode)}/throttled`)).pupils,
    unthrottlePupil: async (apiToken, classCode, userId) => {
      await postAsTeacher(apiToken, `class/${encodeURIComponent(classCode)}/unthrottle`, { userId });
    },
    getClassAddress: (apiToken, classCode) => getAsTeacher(apiToken, `class/${encodeURIComponent(classCode)}/address`),
    unblockClassAddress: (apiToken, classCode) => postAsTeacher(apiToken, `class/${encodeURIComponent(classCode)}/address/unblock`, {}),
    setTemporaryPassword: async (apiToken, classCode, email) =>
      (await postAsTeacher<{ temporaryPassword: string }>(apiToken, `class/${encodeURIComponent(classCode)}/temporary-password`, { email })).temporaryPassword,
  };
}
