import type { Lang } from '../contracts/lang';
import nn from './nn.json';
import no from './no.json';

/** UI texts per route language; the curriculum's texts come from the server's content instead. */
export const catalogues: Record<Lang, Record<string, string>> = { no, nn };
