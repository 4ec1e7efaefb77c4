import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import { type AdminPart, adminPath } from '../../contracts/routeTable';

/** Which class the screen is about: one link per active class (and the chosen one if it is archived). */
export function ClassPicker({ lang, part, classes, chosen }: { lang: Lang; part: AdminPart; classes: ClassSummary[]; chosen: ClassSummary }) {
  const intl = useIntl();
  const shown = classes.filter((c) => !c.archived || c.classCode === chosen.classCode);
  return (
    <nav aria-label={intl.formatMessage({ id: 'admin.picker.label' })}>
      <ul className="tabs admin-picker">
        {shown.map((c) => (
          <li key={c.classCode}>
            <Link href={adminPath(lang, part, c.classCode)} aria-current={c.classCode === chosen.classCode ? 'true' : undefined}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
