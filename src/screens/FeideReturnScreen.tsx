import { Page } from '../components/Page';

/**
 * /{lang}/feide/{side}: back from Feide while the sign-in is collected. The auth machine then goes on to
 * the start page, the teacher's classes, or back to the sign-in page with what went wrong.
 */
export default function FeideReturnScreen() {
  return (
    <Page headingId="feide-return-title" titleId="login.feide.returning" aria-busy="true">
      <div className="skeleton" aria-hidden="true" />
    </Page>
  );
}
