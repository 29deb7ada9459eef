import { describe, expect, it } from 'vitest';
import { associationSettingsForm, SETTINGS_MESSAGES } from './contracts/settings.contract';
import { MESSAGE_TEMPLATE_KINDS } from './contracts/values';
import {
  fillTemplate,
  MESSAGE_TEMPLATE_DEFINITIONS,
  placeholdersOf,
  sampleValues,
  smsDltSetting,
  templateError,
} from './message-templates';

describe('message templates', () => {
  it('define every kind, and each default uses only its own variables', () => {
    expect(MESSAGE_TEMPLATE_DEFINITIONS.map((d) => d.kind)).toEqual([...MESSAGE_TEMPLATE_KINDS]);
    for (const definition of MESSAGE_TEMPLATE_DEFINITIONS) {
      expect(
        templateError(definition.kind, definition.defaultSubject, definition.defaultBody),
      ).toBeNull();
      expect(definition.defaultSubject === null).toBe(definition.channel === 'sms');
    }
  });

  it('fill each placeholder once, with spaces allowed and unknown names left empty', () => {
    expect(placeholdersOf('{{a}} {{ b }} {{a}}')).toEqual(['a', 'b']);
    expect(fillTemplate('{{a}}-{{ b }}-{{c}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}-x-');
    expect(fillTemplate('Code {{app_id}}', sampleValues('rejected_sms'))).toBe('Code PA-000042');
  });

  it('name the unknown variables and the ones the message may use', () => {
    expect(templateError('rejected_sms', null, 'Hi {{name}} {{app_id}}')).toBe(
      '{{name}} is not a variable of this message. It may use {{app_id}}, {{association_name}}',
    );
  });
});

describe('the DLT registration of an SMS template', () => {
  it('is named by the setting its SMS is sent under; an email has none', () => {
    expect(smsDltSetting('verification_code_sms')).toBe('SMS_DLT_TEMPLATE_VERIFICATION_CODE');
    expect(smsDltSetting('approved_for_payment_sms')).toBe('SMS_DLT_TEMPLATE_APPROVED_FOR_PAYMENT');
    expect(smsDltSetting('renewal_expired_sms')).toBe('SMS_DLT_TEMPLATE_RENEWAL_REMINDER');
    expect(smsDltSetting('renewal_reminder_email')).toBeNull();
  });
});

describe('the association settings form', () => {
  const valid = {
    name: 'Event Makers',
    short_name: '',
    address: '5 MG Road, Bengaluru',
    gstin: '29aabce1234b1z9',
    state: 'Karnataka',
    email: '',
    phone: '',
    invoice_prefix: 'EMK',
    member_number_prefix: 'EMK/',
    sac_code: '999599',
    code_length: '6',
    gst_rate: '18',
  };

  it('accepts a GSTIN of the chosen state (in capitals) and turns empty optional fields to null', () => {
    expect(associationSettingsForm.parse(valid)).toMatchObject({
      gstin: '29AABCE1234B1Z9',
      short_name: null,
      email: null,
      phone: null,
      code_length: 6,
      gst_rate: 18,
    });
  });

  it('takes a notified GST rate only, never an empty box as 0', () => {
    for (const rate of ['0', '0.1', '0.25', '1', '1.5', '3', '5', '6', '7.5', '12', '18', '28']) {
      expect(associationSettingsForm.parse({ ...valid, gst_rate: rate }).gst_rate).toBe(
        Number(rate),
      );
    }
    for (const bad of ['', '12.5', '28.01', '-1', '18.001', '2', 'eighteen']) {
      const result = associationSettingsForm.safeParse({ ...valid, gst_rate: bad });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['gst_rate'], message: SETTINGS_MESSAGES.gstRate }),
      ]);
    }
  });

  it('refuses a GSTIN of another state on the GSTIN field', () => {
    const result = associationSettingsForm.safeParse({ ...valid, state: 'Tamil Nadu' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['gstin'], message: SETTINGS_MESSAGES.gstinState }),
    ]);
  });
});
