import { Page } from '../components/Page';

/** /{lang}/feide/{side}: back from Feide while the auth machine collects the sign-in and moves on. */
export default function FeideReturnScreen() {
  return (
    <Page headingId="feide-return-title" titleId="login.feide.returning" aria-busy="true">
      <div className="skeleton" aria-hidden="true" />
    </Page>
  );
}
