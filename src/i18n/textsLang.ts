import { createContext } from 'react';
import type { Lang } from '../contracts/lang';

/**
 * The language of the page's texts. The IntlProvider's locale cannot say it: it is `nb` for a Nynorsk page in a
 * browser whose Intl lacks Nynorsk (formatLocaleOf), and the parts of the catalogue loaded later must match the page.
 */
export const TextsLang = createContext<Lang | null>(null);
