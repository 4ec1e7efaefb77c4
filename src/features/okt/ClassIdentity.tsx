import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { displayNameMachine } from '../../../machines/displayNameMachine';
import { usePageActor, useSelectorOf } from '../../context/SystemContext';
import type { Lang } from '../../contracts/lang';

/** The pupil's name and code in the class, so they can tell the teacher who they are (machines/startPageMachine.ts). */
export function ClassIdentity({ lang }: { lang: Lang }) {
  const page = usePageActor('startPage');
  const name = useSelectorOf(page, (s) => (s.children.displayName as ActorRefFrom<typeof displayNameMachine> | undefined) ?? null, null);
  const stored = useSelectorOf(name, (s) => (s.matches('ready') ? s.context.stored : null), null);
  if (!stored) return null;
  const link = (chunks: ReactNode) => <Link href={`/${lang}/mine-data`}>{chunks}</Link>;
  return (
    <p className="panel start-identity">
      {stored.displayName ? (
        <FormattedMessage id="classIdentity.named" values={{ name: <strong>{stored.displayName}</strong>, code: <strong>{stored.pseudonym}</strong>, link }} />
      ) : (
        <FormattedMessage id="classIdentity.unnamed" values={{ code: <strong>{stored.pseudonym}</strong>, link }} />
      )}
    </p>
  );
}
