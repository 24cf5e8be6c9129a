import UnderConstructionPage from '../../misc/routes/under-construction-page';

// PLACEHOLDER (issue #8): replaced by the real page.
export default function Page() {
  return <UnderConstructionPage title="page.profile" />;
}
