import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApi } from '../../server/openapi-cli';

describe('OpenAPI document', () => {
  // Built once for both tests: it starts a whole server on an empty embedded database, the
  // heaviest thing in this file, and a loaded machine made two of them outlast a test's budget.
  let generated = '';
  beforeAll(async () => {
    generated = await generateOpenApi();
  });

  it('is generated from the routes and committed up to date (run npm run openapi)', async () => {
    const committed = await readFile(new URL('../../docs/openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(generated);
  });

  it('documents every call of spec §7 with its method', async () => {
    const doc = JSON.parse(generated) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const calls: Array<[string, string]> = [
      ['get', '/api/auth/dummy'],
      ['get', '/api/auth/login_fields'],
      ['get', '/api/auth/reset_password_field'],
      ['post', '/api/auth/send_otp'],
      ['post', '/api/auth/send_reset_otp'],
      ['post', '/api/auth/login'],
      ['post', '/api/auth/login_with_otp'],
      ['post', '/api/auth/check_reset_otp'],
      ['post', '/api/auth/reset_password'],
      ['post', '/api/auth/logout'],
      ['post', '/api/auth/sso_login'],
      ['post', '/api/auth/sso_logout'],
      ['get', '/api/request_demo'],
      ['post', '/api/request_demo'],
      ['get', '/api/user_data'],
      ['get', '/api/user_role'],
      ['get', '/api/auth_check'],
      ['get', '/api/users/signup_data'],
      ['get', '/api/users/signup_validate_referral'],
      ['get', '/api/users/signup_validate_email'],
      ['post', '/api/users/signup'],
      ['post', '/api/users/resend_signup_verification'],
      ['post', '/api/users/verify_signup'],
      ['get', '/api/users/admin_info'],
      ['get', '/api/users/sponsor_downlines'],
      ['get', '/api/users/placement_downlines'],
      ['delete', '/api/users'],
      ['get', '/api/home/dashboard'],
      ['get', '/api/home/dashboard/extra'],
      ['get', '/api/home/ranks'],
      ['get', '/api/home/performance'],
      ['get', '/api/home/packages'],
      ['get', '/api/home/promotions'],
      ['get', '/api/home/binary'],
      ['get', '/api/home/notifications'],
      ['get', '/api/home/notifications_count'],
      ['get', '/api/payout/settings'],
      ['post', '/api/payout/request_payout'],
      ['get', '/api/payout/statement'],
      ['get', '/api/payout/transactions'],
      ['get', '/api/wallet/statement'],
      ['get', '/api/wallet/earnings'],
      ['get', '/api/wallet/earnings_total_datewise'],
      ['get', '/api/wallet/transactions'],
      ['get', '/api/wallet/recent_earnings'],
      ['get', '/api/orders/recent_orders'],
      ['get', '/api/orders/{id}'],
      ['get', '/api/kyc/kyc_details'],
      ['get', '/api/kyc/kyc_category'],
      ['post', '/api/kyc/submit'],
      ['delete', '/api/referrals/delete_kyc/{id}'],
      ['get', '/api/network/genealogy'],
      ['get', '/api/network/genealogy/{id}'],
      ['get', '/api/network/table_view'],
      ['get', '/api/network/table_view/{id}'],
      ['get', '/api/network/table_view_single'],
      ['get', '/api/network/table_view_single/{id}'],
      ['get', '/api/network/max_levels'],
      ['get', '/api/network/max_levels/{id}'],
      ['get', '/api/network/downline_report'],
      ['get', '/api/network/downline_report/{category}'],
      ['get', '/api/network/pv_history'],
      ['get', '/api/network/binary_history'],
    ];
    for (const [method, path] of calls) {
      expect(doc.paths[path], `${method} ${path}`).toHaveProperty(method);
    }
    expect(doc.paths['/api/auth/login']?.post?.requestBody).toBeDefined();
  });
});
