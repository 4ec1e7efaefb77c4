import { z } from 'zod';
import { LANGS } from './lang';

export const LangSchema = z.enum(LANGS, { error: 'txt_error_invalid_lang' });

const slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'txt_error_invalid_slug');

export const SlugSchema = slug;

export const PageSchema = z.strictObject({
  slug,
  title: z.string().min(1).max(200),
  intro: z.string().min(1).max(600),
  body: z.string().min(1).max(50_000),
  updated: z.iso.date(),
});
export type Page = z.infer<typeof PageSchema>;

export const FaqItemSchema = z.strictObject({
  id: slug,
  question: z.string().min(1).max(300),
  answer: z.string().min(1).max(5_000),
});

export const FaqSchema = z.strictObject({
  title: z.string().min(1).max(200),
  intro: z.string().min(1).max(600),
  items: z.array(FaqItemSchema).min(1),
});
export type Faq = z.infer<typeof FaqSchema>;

export const FylkeSchema = z.strictObject({
  id: z.string().regex(/^\d{2}$/, 'txt_error_invalid_fylke'),
  name: z.string().min(1),
});
export type Fylke = z.infer<typeof FylkeSchema>;

export const FylkeListSchema = z.strictObject({
  source: z.string().min(1),
  validFrom: z.iso.date(),
  fylker: z.array(FylkeSchema).min(1),
});
