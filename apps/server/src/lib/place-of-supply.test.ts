// The place of supply takes its state name and code from one source: the GSTIN when it names a state,
// else the application's state, else the association's own.
import { describe, expect, it } from 'vitest';
import { placeOfSupply, sellerState, storedPlaceOfSupply } from './place-of-supply';

const association = { state: 'Maharashtra', gstin: '27AAAAA0000A1Z2' };

describe('placeOfSupply', () => {
  it("takes a registered member's state, name and code, from the GSTIN when the form names another", () => {
    expect(
      placeOfSupply({ gstNumber: '29ABCDE1234F1ZW', stateName: 'Maharashtra' }, association),
    ).toEqual({ stateName: 'Karnataka', stateCode: '29', intraState: false });
    expect(
      placeOfSupply({ gstNumber: '27ABCDE1234F1Z0', stateName: 'Karnataka' }, association),
    ).toEqual({ stateName: 'Maharashtra', stateCode: '27', intraState: true });
  });

  it("takes an unregistered member's state from the form, name and code", () => {
    expect(placeOfSupply({ gstNumber: null, stateName: 'Odisha' }, association)).toEqual({
      stateName: 'Odisha',
      stateCode: '21',
      intraState: false,
    });
    expect(placeOfSupply({ gstNumber: 'ABCDE1234F', stateName: 'Goa' }, association)).toEqual({
      stateName: 'Goa',
      stateCode: '30',
      intraState: false,
    });
  });

  it("uses the form's state when the GSTIN's first digits are no state's code", () => {
    expect(
      placeOfSupply({ gstNumber: '99ABCDE1234F1ZP', stateName: 'Kerala' }, association),
    ).toEqual({ stateName: 'Kerala', stateCode: '32', intraState: false });
  });

  it("bills a member whose state is unknown in the association's own state", () => {
    expect(placeOfSupply({ gstNumber: null, stateName: 'Atlantis' }, association)).toEqual({
      stateName: 'Maharashtra',
      stateCode: '27',
      intraState: true,
    });
    expect(placeOfSupply({ gstNumber: null, stateName: null }, association).intraState).toBe(true);
  });
});

describe('the place of supply of an invoice issued before it was stored whole', () => {
  const seller = sellerState(association);
  const legacy = {
    placeOfSupplyCode: null,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    billedGstin: null,
    placeOfSupplyState: null,
  };

  it('prints what was stored when it was', () => {
    expect(
      storedPlaceOfSupply(
        { ...legacy, placeOfSupplyState: 'Punjab', placeOfSupplyCode: '03', igstPaise: 900 },
        seller,
      ),
    ).toEqual({ stateName: 'Punjab', stateCode: '03' });
  });

  it('reads it back from the GSTIN or the stored name, whichever agrees with the tax charged', () => {
    // IGST charged: the GSTIN (now in the association's state) changed since; the stored name did not.
    expect(
      storedPlaceOfSupply(
        {
          ...legacy,
          igstPaise: 900,
          billedGstin: '27ABCDE1234F1Z0',
          placeOfSupplyState: 'Karnataka',
        },
        seller,
      ),
    ).toEqual({ stateName: 'Karnataka', stateCode: '29' });
    // IGST charged on the GSTIN's state although the form named the association's.
    expect(
      storedPlaceOfSupply(
        {
          ...legacy,
          igstPaise: 900,
          billedGstin: '29ABCDE1234F1ZW',
          placeOfSupplyState: 'Maharashtra',
        },
        seller,
      ),
    ).toEqual({ stateName: 'Karnataka', stateCode: '29' });
    // CGST + SGST charged: the association's state, whatever the form said.
    expect(
      storedPlaceOfSupply(
        {
          ...legacy,
          cgstPaise: 450,
          sgstPaise: 450,
          billedGstin: '27ABCDE1234F1Z0',
          placeOfSupplyState: 'Karnataka',
        },
        seller,
      ),
    ).toEqual({ stateName: 'Maharashtra', stateCode: '27' });
  });

  it('refuses when nothing stored agrees with the IGST charged', () => {
    expect(() =>
      storedPlaceOfSupply(
        {
          ...legacy,
          igstPaise: 900,
          billedGstin: '27ABCDE1234F1Z0',
          placeOfSupplyState: 'Maharashtra',
        },
        seller,
      ),
    ).toThrow(/cannot be read back/);
  });
});
