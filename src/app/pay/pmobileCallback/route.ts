// The spec's mobile payment return: ends in the one result handling (payments/server/mobile-return.ts).
import { mobileReturn } from '@/features/payments/server/mobile-return';

export const dynamic = 'force-dynamic';

export const GET = mobileReturn;
export const POST = mobileReturn;
