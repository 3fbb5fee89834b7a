import { ChildSupportView, childSupportMetadata } from '../../tool/child-support/view';

// The plain address's twin (lib/routes.ts plainAddressTwins, decision 017): it reads no request
// data, so Next keeps it in the page cache like the rest of the site (the root layout's 5 seconds).
export const metadata = childSupportMetadata;

export default function Page() {
  return <ChildSupportView query={{}} />;
}
