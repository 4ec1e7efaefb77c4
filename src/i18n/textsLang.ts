import { createContext } from 'react';
import type { Lang } from '../contracts/lang';

/** The language of the page's texts: the IntlProvider's locale is `nb` for a Nynorsk page where Intl lacks Nynorsk (formatLocaleOf). */
export const TextsLang = createContext<Lang | null>(null);
