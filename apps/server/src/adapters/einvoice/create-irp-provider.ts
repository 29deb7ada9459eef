// The IRP the configuration selects (decision 086): NIC's API with the operator's credentials, the
// sandbox in development, and in production without credentials an IRP that answers "not
// configured", so documents wait with that reason rather than carry a sandbox's made-up IRN.
import { readFileSync } from 'node:fs';
import type { EInvoiceConfig } from '../../config';
import { IrpUnavailableError, type IrpProvider } from './irp-provider';
import { createNicIrpProvider } from './nic-provider';
import { createSandboxIrp } from './sandbox-irp';

const NOT_CONFIGURED =
  'No Invoice Registration Portal is configured: the operator sets EINVOICE_PROVIDER=nic and its credentials';

function unconfiguredIrp(): IrpProvider {
  const refuse = () => Promise.reject(new IrpUnavailableError(NOT_CONFIGURED));
  return { name: 'sandbox', generate: refuse, byDocument: refuse, cancel: refuse };
}

export function createIrpProvider(config: {
  eInvoice: EInvoiceConfig;
  isProduction: boolean;
}): IrpProvider {
  const settings = config.eInvoice;
  if (settings.provider === 'sandbox') {
    return config.isProduction ? unconfiguredIrp() : createSandboxIrp();
  }
  return createNicIrpProvider({
    baseUrl: settings.baseUrl,
    gstin: settings.gstin,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    username: settings.username,
    password: settings.password,
    // Read at start: a missing key file stops the start, naming it.
    publicKeyPem: readFileSync(settings.publicKeyPath, 'utf8'),
  });
}
