import type { Faq, Page } from '../../src/contracts/content';
import { LANGS, type Lang } from '../../src/contracts/lang';
import type { AppConfig } from '../config';
import type { Content } from './loadContent';

/** How long the log of deletions and exports is kept. */
export const AUDIT_RETENTION_MONTHS = 24;

/** The privacy page's and FAQ's `{{RETENTION_MONTHS}}` and the like, from this server's configuration. */
export function retentionTerms(config: Pick<AppConfig, 'retention' | 'tokenLifetimeHours'>): Record<string, number> {
  return {
    RETENTION_MONTHS: config.retention.months,
    ARCHIVE_GRACE_DAYS: config.retention.archiveGraceDays,
    TEACHER_RETENTION_MONTHS: config.retention.teacherMonths,
    TEACHER_WARNING_DAYS: config.retention.teacherWarningDays,
    TOKEN_LIFETIME_HOURS: config.tokenLifetimeHours,
    AUDIT_RETENTION_MONTHS,
  };
}

const PLACEHOLDER = /\{\{([A-Z_]+)\}\}/g;

/** A placeholder the terms do not know stays as it is, so a content test can find it. */
export function fillTerms(text: string, terms: Record<string, number>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in terms ? String(terms[name]) : whole));
}

export function withRetentionTerms(content: Content, terms: Record<string, number>): Content {
  const pages = {} as Record<Lang, ReadonlyMap<string, Page>>;
  const faq = {} as Record<Lang, Faq>;
  for (const lang of LANGS) {
    pages[lang] = new Map([...content.pages[lang]].map(([slug, page]) => [slug, { ...page, intro: fillTerms(page.intro, terms), body: fillTerms(page.body, terms) }]));
    faq[lang] = { ...content.faq[lang], items: content.faq[lang].items.map((item) => ({ ...item, answer: fillTerms(item.answer, terms) })) };
  }
  return { ...content, pages, faq };
}
