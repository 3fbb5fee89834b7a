import { describe, expect, it } from 'vitest';
import { GET as childSupport } from './child-support/route';
import { GET as propertyDivision } from './property-division/route';
import { GET as suitCost } from './suit-cost/route';

const call = async (handler: (request: Request) => Response, query: string) => {
  const response = handler(new Request(`http://localhost/api/tools/x?${query}`));
  return { status: response.status, body: await response.json() };
};

describe('GET /api/tools/child-support', () => {
  it('answers the official example', async () => {
    const { status, body } = await call(childSupport, 'custodialIncome=1800000&nonCustodialIncome=2700000&childAges=15,8');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      total: 2_542_000,
      monthlyPayment: 1_525_200,
      children: [
        { age: 15, standardAmount: 1_402_000 },
        { age: 8, standardAmount: 1_140_000 },
      ],
    });
    expect(body.shareRatio).toBeCloseTo(0.6, 10);
  });

  it.each([
    ['', 'custodialIncome'],
    ['custodialIncome=abc&nonCustodialIncome=1&childAges=3', 'custodialIncome'],
    ['custodialIncome=1&nonCustodialIncome=1&childAges=19', 'childAges.0'],
    ['custodialIncome=0&nonCustodialIncome=0&childAges=3', 'custodialIncome'],
  ])('answers 400 with the field for %j', async (query, field) => {
    const { status, body } = await call(childSupport, query);
    expect(status).toBe(400);
    expect(body.error.field).toBe(field);
    expect(body.error.message).toMatch(/[가-힣]/);
  });
});

describe('GET /api/tools/suit-cost', () => {
  it('answers the stamp duty, the service fee and the total in won', async () => {
    const { status, body } = await call(
      suitCost,
      'claim=2959800&court=civil&instance=1&efiling=true&filedOn=2026-11-22&plaintiffs=1&defendants=1',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ stampDuty: 13_300, serviceFee: 5_640 * 10 * 2, total: 13_300 + 112_800 });
  });

  it('answers 400 with the field for a bad date', async () => {
    const { status, body } = await call(suitCost, 'claim=1000000&filedOn=2026-13-01');
    expect(status).toBe(400);
    expect(body.error).toEqual({ field: 'filedOn', message: '소 제기일을 YYYY-MM-DD 형식의 날짜로 적어 주세요.' });
  });
});

describe('GET /api/tools/property-division', () => {
  it('answers the settlement and who pays', async () => {
    const { status, body } = await call(
      propertyDivision,
      'asset=c:deposit:100000000&asset=s:realEstate:500000000&debt=s:100000000&ratio=50',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ netEstate: 500_000_000, settlement: 150_000_000, payer: 'spouse' });
  });

  it('answers 400 with the field for a malformed asset', async () => {
    const { status, body } = await call(propertyDivision, 'asset=c:castle:1');
    expect(status).toBe(400);
    expect(body.error.field).toBe('assets.0');
  });
});
