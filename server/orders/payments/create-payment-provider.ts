import type { Config } from '../../shared/config';
import { LocalTestProvider } from './local-test-provider';
import type { PaymentProvider } from './payment-provider';

/** The provider the config names (PAYMENT_PROVIDER); a real one is added as another case. */
export function createPaymentProvider(config: Config): PaymentProvider {
  switch (config.paymentProvider) {
    case 'local':
      return new LocalTestProvider();
  }
}
