import { SuitCostView, suitCostMetadata } from '../../tool/suit-cost/view';

// The plain address's twin (lib/routes.ts plainAddressTwins, decision 017): it reads no request
// data, so Next keeps it in the page cache like the rest of the site (the root layout's 5 seconds).
export const metadata = suitCostMetadata;

export default function Page() {
  return <SuitCostView query={{}} />;
}
