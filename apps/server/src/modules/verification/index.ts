// The front door of the verification module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { otpField } from './code-input';
export { normalizeAddress } from './code-rules';
export {
  createCodeService,
  type CodeService,
  type CodeServiceDeps,
  type Requester,
  type SigningIn,
} from './code.service';
export { createDeviceCookies } from './device-cookie';
export { forgetDevicesTo } from './device.repository';
export { verificationRoutes } from './verification.routes';
export { createVerificationService } from './verification.service';
