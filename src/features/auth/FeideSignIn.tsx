import { FormattedMessage } from 'react-intl';
import type { Lang } from '../../contracts/lang';
import { FEIDE_SIDES, type FeidePage } from '../../contracts/feidePages';
import { Button } from '../../design/Button';
import type { LoginView } from './authView';

export interface FeideSignInProps {
  lang: Lang;
  page: FeidePage;
  view: LoginView;
  /** What Feide means on this page (the pupil's and the teacher's say different things). */
  hintId: 'login.feide.hint.pupil' | 'login.feide.hint.teacher';
  disabled?: boolean;
  /** Without it the button submits its form with `value="feide"` (the pupil's form reads the class code then). */
  onStart?: () => void;
}

/** «Logg inn med Feide», and after sign-out the Feide sign-out, so a shared Chromebook's next pupil is not in this pupil's Feide session. */
export function FeideSignIn({ lang, page, view, hintId, disabled, onStart }: FeideSignInProps) {
  if (!view.feide) return null;
  const hint = `feide-hint-${page}`;
  return (
    <div className="feide-signin">
      <Button variant="secondary" value="feide" type={onStart ? 'button' : 'submit'} onClick={onStart} disabled={view.busy || disabled} aria-describedby={hint}>
        <FormattedMessage id="login.feide.submit" />
      </Button>
      <p className="hint" id={hint}>
        <FormattedMessage id={hintId} />
      </p>
      {view.feideSignedOut && (
        <p>
          <a href={`/api/feide/logout?lang=${lang}&side=${FEIDE_SIDES[page]}`}>
            <FormattedMessage id="login.feide.signOut" />
          </a>
        </p>
      )}
    </div>
  );
}
