import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KnowledgeGain as Gain } from '../../contracts/knowledgeTest';
import type { Lang } from '../../contracts/lang';

const percent = (right: number, of: number) => (of === 0 ? 0 : Math.round((right / of) * 100));

/** «33 % → 83 %, +50 prosentpoeng»: the share right before and after, and the change, in words a screen reader reads in order. */
function Shares({ before, after, of }: { before: number; after: number; of: number }) {
  const intl = useIntl();
  const [a, b] = [percent(before, of), percent(after, of)];
  const share = (value: number) => intl.formatMessage({ id: 'admin.progress.knowledge.share' }, { share: value });
  return (
    <span className="cv-knowledge-shares">
      <FormattedMessage id="admin.progress.knowledge.before" />: {share(a)} · <FormattedMessage id="admin.progress.knowledge.after" />: {share(b)} ·{' '}
      <FormattedMessage id="admin.progress.knowledge.change" />:{' '}
      <FormattedMessage id="admin.progress.knowledge.points" values={{ sign: b > a ? '+' : b < a ? '−' : '', points: Math.abs(b - a) }} />
    </span>
  );
}

/** The knowledge test's share right before and after, among pupils who took both; under three, the server sends no figures (privacy). */
export const KnowledgeGain = memo(function KnowledgeGain({ lang, gain }: { lang: Lang; gain: Gain }) {
  const { answered, figures } = gain;
  const intl = useIntl();
  return (
    <section className="cv-questions cv-knowledge" aria-labelledby="cv-knowledge-title">
      <h3 id="cv-knowledge-title">
        <FormattedMessage id="admin.progress.knowledge.heading" />
      </h3>
      {figures === null ? (
        <p className="hint">
          <FormattedMessage id="admin.progress.knowledge.tooFew" values={{ answered }} />
        </p>
      ) : (
        <>
          <p className="hint">
            <FormattedMessage id="admin.progress.knowledge.intro" values={{ answered }} />
          </p>
          <p>
            <strong>
              <FormattedMessage id="admin.progress.knowledge.total" />:
            </strong>{' '}
            <Shares before={figures.before} after={figures.after} of={answered * figures.items.length} />
          </p>
          <ol className="cv-question-list" aria-label={intl.formatMessage({ id: 'admin.progress.knowledge.caption' })}>
            {figures.items.map((item, i) => (
              <li key={item.id}>
                <p className="cv-question-text">
                  <strong>
                    <FormattedMessage id="admin.progress.knowledge.item" values={{ n: i + 1 }} />:
                  </strong>{' '}
                  {item.text[lang]}
                </p>
                <p>
                  <Shares before={item.before} after={item.after} of={answered} />
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
});
