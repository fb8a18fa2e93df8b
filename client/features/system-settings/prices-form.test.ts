import { describe, expect, it } from 'vitest';
import { pricesFormSchema, pricesFormValues } from './prices-form';

const messages = (input: unknown) =>
  Object.fromEntries((pricesFormSchema.safeParse(input).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('pricesFormSchema (Systemindstillinger › Priser)', () => {
  it('shows øre as kr and sends kr as øre, with a Danish decimal comma', () => {
    const values = pricesFormValues({ playerFeeOre: 45050, playerPeriodMonths: 6, ruFeeOre: 20000, ruPeriodMonths: 12 });
    expect(values).toEqual({ playerFeeOre: '450.5', playerPeriodMonths: '6', ruFeeOre: '200', ruPeriodMonths: '12' });
    expect(pricesFormSchema.parse({ ...values, playerFeeOre: '450,50' })).toEqual({
      playerFeeOre: 45050,
      playerPeriodMonths: 6,
      ruFeeOre: 20000,
      ruPeriodMonths: 12,
    });
  });

  it("gives the contract's messages under the fields that are wrong", () => {
    expect(messages({ playerFeeOre: '', playerPeriodMonths: '1,5', ruFeeOre: 'mange', ruPeriodMonths: '37' })).toEqual({
      playerFeeOre: 'Spillerkontingent skal være mindst 1 kr',
      playerPeriodMonths: 'Spillerperiode skal være et helt antal måneder',
      ruFeeOre: 'RU-kontingent skal være et tal',
      ruPeriodMonths: 'RU-periode må højst være 36 måneder',
    });
  });
});
