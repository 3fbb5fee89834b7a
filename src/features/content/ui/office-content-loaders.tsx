import 'server-only';
import {
  getBroadcastForEdit,
  getLawyerForEdit,
  getPressItemForEdit,
  getReviewForEdit,
  getWinCaseForEdit,
  listBroadcastsForOffice,
  listLawyersForOffice,
  listPressForOffice,
  listReviewsForOffice,
  listWinCasesForOffice,
  type OfficeListItem,
} from '../server/office-queries';
import type { SectionKey } from './office-sections';

/** Which query reads each /office/content section (server only). */
export const sectionLists: Record<SectionKey, () => Promise<OfficeListItem[]>> = {
  lawyers: listLawyersForOffice,
  cases: listWinCasesForOffice,
  reviews: listReviewsForOffice,
  broadcasts: listBroadcastsForOffice,
  press: listPressForOffice,
};

type Row = (Record<string, unknown> & { id: number; status: string }) | null;

export const sectionRows: Record<SectionKey, (id: number) => Promise<Row>> = {
  lawyers: getLawyerForEdit,
  cases: getWinCaseForEdit,
  reviews: getReviewForEdit,
  broadcasts: getBroadcastForEdit,
  press: getPressItemForEdit,
};
