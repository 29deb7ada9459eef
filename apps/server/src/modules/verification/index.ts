// The front door of the verification module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { otpField } from './code-input';
export { normalizeAddress } from './code-rules';
export { createCodeService, type CodeService, type CodeServiceDeps } from './code.service';
export { verificationRoutes } from './verification.routes';
export { createVerificationService } from './verification.service';
