import { describe, it, expect } from 'vitest';
import {
  gstInfoRequiredTextAt,
  gstRowLabel,
  MESSAGES,
  applyingUnder,
  documentsConfirmation,
  onlyFileTypesAllowed,
  proposerFieldsAtFault,
  proposerNotMember,
  receiptFileName,
  wordsExceeded,
} from './messages';
import { SHELL_MESSAGES } from './shell-messages';

describe('MESSAGES', () => {
  it('includes the shell texts the first page imports on their own, unchanged', () => {
    expect(MESSAGES).toMatchObject(SHELL_MESSAGES);
    expect(SHELL_MESSAGES.selectMembershipHeading).toBe('Select the type of membership');
  });

  it('holds the specs’ texts verbatim', () => {
    expect(MESSAGES).toMatchObject({
      nameRequired: 'Name is required',
      emailInvalid: 'Please enter a valid email',
      whatsappRequired: 'Whatsapp number is required',
      numberInvalid: 'Please enter a valid number',
      primaryMobileRequired: 'Primary mobile number is required',
      verifyEmailFirst: 'Please verify your email',
      verifyMobileFirst: 'Please verify your mobile number',
      formIncomplete: 'Please complete this form accurately.',
      basicDetailsFirst: 'Please submit basic details first!!',
      draftSaved: 'Your draft is saved',
      draftNotSaved: 'Your draft is not saved',
      otpFailed: 'OTP verification failed',
      otpInvalid: 'Please enter a valid OTP',
      otpRequired: 'OTP is required',
      loginIdRequired: 'Email or Mobile is required',
      loginIdInvalid: 'Please enter a valid email or mobile number',
      fileTooLarge: 'File size must be upto 5 MB.',
      turnoverFileTooLarge: 'File size must upto 20 MB.',
      imageFileTooLarge: 'File size must be less than 5 MB.',
      uploadFailed: 'Error uploading file',
      directorOwnEmail: "You can't use your email as director's Email address",
      proposerOwnMobile: "You can't use your mobile for eema members",
      acceptTerms: 'Please accept t&c.',
      urlInvalid: 'Please enter a valid URL',
      couponRequired: 'Please enter a coupon code',
      couponApplied: 'Coupon Applied Successfully.',
      couponExpired: 'Coupon Expired',
      confirmDetails: 'Please Confirm Details are correct',
      paymentFailed: 'Payment failed. Please try again.',
      paymentSuccessToast: 'Payment successful!',
      somethingWentWrong: 'Something went wrong',
      unexpectedApplicationError: 'Unexpected Application Error!',
      paymentSuccessfulHeading: 'Payment Successful!',
      paymentAlreadyReceivedHeading: 'Payment Already Received!',
      paymentLinkExpiredHeading: 'Payment Link Expired!',
      applicationCancelledHeading: 'Application Cancelled!',
      responseAlreadyRecorded: 'Your Response is Already Recorded',
      planExpiredHeading: 'Your Membership Plan Expired.',
      selectMembershipHeading: 'Select the type of membership',
      pricesExcludingGst: '*Prices are excluding GST',
      eligibilityConfirm: 'I confirm that I am eligible to apply for this membership category.',
      gstInfoRequiredTitle: 'GST Information Required for Invoice',
    });
  });

  it('has no empty or padded texts', () => {
    for (const text of Object.values(MESSAGES)) {
      expect(text.length).toBeGreaterThan(0);
      expect(text).toBe(text.trim());
    }
  });
});

describe('parameterised messages', () => {
  it('names the allowed file types', () => {
    expect(onlyFileTypesAllowed('PDF')).toBe('Only PDF files are allowed.');
    expect(onlyFileTypesAllowed(['PDF'])).toBe('Only PDF files are allowed.');
    expect(onlyFileTypesAllowed(['PDF', 'JPG'])).toBe('Only PDF and JPG files are allowed.');
    expect(onlyFileTypesAllowed(['JPEG', 'PNG', 'JPG'])).toBe(MESSAGES.imageTypesOnly);
  });

  it("says which of a proposer's details matched no member, and what to do", () => {
    expect(proposerNotMember(1, 'none', 'EEMA')).toBe(
      'Member 1: no member of EEMA has this email address or this mobile number. Ask your proposer for the details on their membership, or name another member.',
    );
    expect(proposerNotMember(2, 'email_only', 'EEMA')).toBe(
      "Member 2: the mobile number is not the one on this member's record with EEMA. Enter the mobile number the member registered with.",
    );
    expect(proposerNotMember(2, 'mobile_only', 'EEMA')).toBe(
      "Member 2: the email address is not the one on this member's record with EEMA. Enter the email address the member registered with.",
    );
    expect(proposerNotMember(1, 'different_members', 'EEMA')).toContain('two different members');
    expect(proposerFieldsAtFault('email_only')).toEqual(['mobile_number']);
    expect(proposerFieldsAtFault('mobile_only')).toEqual(['email']);
    expect(proposerFieldsAtFault('none')).toEqual(['email', 'mobile_number']);
  });

  it('formats the remaining texts', () => {
    expect(wordsExceeded(12)).toBe('12 words exceeded');
    expect(applyingUnder('Gold')).toBe('you are applying under Gold Membership');
    expect(documentsConfirmation('05-03-2025')).toBe(
      'I confirm that I have gone through the documents, they are correct as on date 05-03-2025',
    );
    expect(receiptFileName('EEMA-0042')).toBe('Receipt-EEMA-0042.pdf');
  });
});

describe('texts that name the GST rate', () => {
  it('say the spec’s 18% at the default rate and the configured rate otherwise', () => {
    expect(gstRowLabel(18)).toBe(MESSAGES.gstRow);
    expect(gstRowLabel(12.5)).toBe('GST (12.5%)');
    expect(gstInfoRequiredTextAt(18)).toBe(MESSAGES.gstInfoRequiredText);
    expect(gstInfoRequiredTextAt(5)).toContain('GST (5%) is still charged');
  });
});
