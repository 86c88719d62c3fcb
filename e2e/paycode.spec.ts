/**
 * The member pay code (issue 18): a new member opens it from the member centre's pay-code icon
 * (MemberInfo style 4) and from the store payment page, sees the code masked and then its digits,
 * and taps the dynamic code for a new code. Both languages: the pages are pictured in each.
 */
import { freshMember, signInAs } from './members.ts';
import { expect, test } from './fixtures.ts';

test.describe('pay code', () => {
  test('from the member centre: masked code, its digits, a new code on the dynamic code', async ({ page, request, lang, shot }) => {
    const zh = lang === 'zh-cn';
    await signInAs(page, await freshMember(request, '37'));
    await page.goto('/h5/pages/member/index');
    // The member's own block first (the server drew the guest's; a tap held before the member's
    // render replaces it can be lost: CI on a loaded machine lost it once).
    await expect(page.locator('.diy-member-info').getByRole('link', { name: /^1\d{2}\*{4}\d{4}$/ })).toBeVisible();
    const icon = page.locator('.dd-mi-s4-code');
    await expect(icon).toHaveAttribute('href', '/h5/pages_tool/store/payment_qrcode');
    await icon.click();
    await expect(page).toHaveURL(/\/pages_tool\/store\/payment_qrcode$/);

    const digits = page.getByTestId('pay-code-digits');
    await expect(digits).toHaveText(/^\d{5}\*{6}$/);
    await expect(page.getByAltText(zh ? '付款条形码' : 'Pay barcode')).toBeVisible();
    await expect(page.getByAltText(zh ? '付款二维码' : 'Pay QR code')).toBeVisible();
    await expect(page.getByText(zh ? '付款码仅用于支付时向收银员出示，请勿发送给他人' : 'The pay code is only for showing to the cashier; do not send it to others')).toBeVisible();
    await expect(page.getByTestId('pay-code-balance')).toHaveText('0.00');
    // the images are real pictures, not broken ones
    for (const alt of [zh ? '付款条形码' : 'Pay barcode', zh ? '付款二维码' : 'Pay QR code']) {
      expect(await page.getByAltText(alt).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await shot('masked');

    await page.getByRole('button', { name: zh ? '查看数字' : 'Show digits' }).click();
    await expect(digits).toHaveText(/^\d{4} \d{4} \d{4} \d{4} \d{2}$/);
    const first = (await digits.textContent())!;
    await shot('digits');
    await page.getByRole('button', { name: zh ? '隐藏数字' : 'Hide digits' }).click();
    await expect(digits).toHaveText(`${first.replace(/ /g, '').slice(0, 5)}******`);

    // tap the dynamic code: a new code (shown with its digits, to compare)
    const dynamic = page.locator('.pc-dynamic');
    await expect(dynamic).toHaveText(zh ? /^动态码 \d{4}$/ : /^Dynamic code \d{4}$/);
    await page.getByRole('button', { name: zh ? '查看数字' : 'Show digits' }).click();
    await expect(digits).toHaveText(first);
    await dynamic.click();
    await expect(digits).not.toHaveText(first);
    await expect(digits).toHaveText(/^\d{4} \d{4} \d{4} \d{4} \d{2}$/);
    await shot('regenerated');
  });

  test('from the store payment page', async ({ page, request, lang, shot }) => {
    const zh = lang === 'zh-cn';
    await signInAs(page, await freshMember(request, '37'));
    await page.goto('/h5/pages_tool/store/store_payment');
    await expect(page.getByText(zh ? '支付时请确保您的账户有足够的余额' : 'Make sure your balance is sufficient when paying')).toBeVisible();
    await shot('store-payment');
    await page.getByRole('button', { name: zh ? '立即进入支付页面' : 'Enter the payment page now' }).click();
    await expect(page).toHaveURL(/\/pages_tool\/store\/payment_qrcode$/);
    await expect(page.getByTestId('pay-code-digits')).toHaveText(/^\d{5}\*{6}$/);
  });
});
