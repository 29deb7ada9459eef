import { describe, expect, it } from 'vitest';
import { basicDetailsSchema } from '../schemas/basic-details.schema';
import { fieldErrors } from '../schemas/field-errors';
import {
  checkMemberBody,
  cleanUpdateBody,
  step1Body,
  step2Body,
  step3Body,
  step4Body,
} from './applications.contract';
import { requestContractName } from './request-contract';

describe('the saves’ request contracts', () => {
  it('are registered as request contracts', () => {
    const names = [
      step1Body,
      step2Body,
      step3Body,
      step4Body,
      checkMemberBody,
      cleanUpdateBody,
    ].map(requestContractName);
    expect(names).toEqual([
      'step1Body',
      'step2Body',
      'step3Body',
      'step4Body',
      'checkMemberBody',
      'cleanUpdateBody',
    ]);
  });

  it('pass a form’s fields through as sent, blank and unknown fields included', () => {
    const multipart = {
      name: '  Asha ',
      same_number: '1',
      state: '7',
      is_draft: 'true',
      membership_id: '2',
      director: '[{"name":"A"}]',
      unknown_field: 'kept',
    };
    expect(step1Body.parse(multipart)).toEqual(multipart);
    const json = { id: 5, is_draft: 0, director: [{ name: ' A ', email: '', mobile_number: 98 }] };
    expect(step2Body.parse(json)).toEqual(json);
    expect(step3Body.parse({ members: [{ row_id: 1 }, { row_id: '2' }], old_stamp: '/x' })).toEqual(
      { members: [{ row_id: 1 }, { row_id: '2' }], old_stamp: '/x' },
    );
    expect(step4Body.parse({})).toEqual({});
  });

  it('refuse a value of the wrong type with the message the form’s rules give it', () => {
    const body = { name: { first: 'A' }, email: 'a@example.com' };
    const contract = step1Body.safeParse(body);
    const rules = basicDetailsSchema({ isStar: false }).safeParse(body);
    expect(contract.success).toBe(false);
    expect(rules.success).toBe(false);
    if (contract.success || rules.success) return;
    expect(fieldErrors(contract.error).name).toBe(fieldErrors(rules.error).name);
    expect(step2Body.safeParse({ director: [{ name: 5 }] }).success).toBe(false);
    expect(step4Body.safeParse({ membership_checked: 'yes' }).success).toBe(false);
    expect(checkMemberBody.safeParse({ email: [], phone: '1' }).success).toBe(false);
  });
});
