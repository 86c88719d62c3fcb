import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { fail, fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { click, resetWorld, setLanguage, toastText, widget } from '../../src/sdk/testing/account.tsx';
import SmsCodeButton, { defaults } from './SmsCodeButton.tsx';
import { SMS_WAIT_SECONDS, useSmsCountdown } from '../../src/sdk/index.ts';

beforeEach(async () => {
  resetWorld();
  await setLanguage('zh-cn');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetWorld();
});

describe('useSmsCountdown (spec §4 state machine)', () => {
  it('idle → 120 → … → 0 → idle, calling onExpire once', () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    const { result } = renderHook(() => useSmsCountdown(SMS_WAIT_SECONDS, onExpire));
    expect(result.current).toMatchObject({ counting: false, seconds: 120 });
    act(() => {
      expect(result.current.start()).toBe(true);
    });
    expect(result.current).toMatchObject({ counting: true, seconds: 120 });
    act(() => {
      expect(result.current.start()).toBe(false); // no second countdown
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(119);
    act(() => vi.advanceTimersByTime(118_000));
    expect(result.current).toMatchObject({ counting: true, seconds: 1 });
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ counting: false, seconds: 120 });
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toMatchObject({ counting: false, seconds: 120 });
  });

  it('reset goes back to idle at once and a new start counts from 120 again', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSmsCountdown());
    act(() => void result.current.start());
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.seconds).toBe(90);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ counting: false, seconds: 120 });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.seconds).toBe(120);
    act(() => void result.current.start());
    expect(result.current).toMatchObject({ counting: true, seconds: 120 });
  });
});

describe('sms-code-button widget', () => {
  it('checks the mobile, sends through its api with the captcha, emits sent with the key, and counts down', async () => {
    const { requests } = fakeFetch({ '/api/register/mobileCode': ok({ key: 'k-1' }) });
    const emit = vi.fn(async () => {});
    const props = { ...defaults, api: 'register.mobileCode' as const, mobile: '', captchaId: 'c-1', captchaCode: '' };
    const { container, rerender } = render(widget(SmsCodeButton, props, { id: 'sms' }, emit));
    const button = () => container.querySelector('.acc-sms') as HTMLButtonElement;
    await click(button());
    await waitFor(() => expect(toastText()).toBe('请输入手机号'));
    rerender(widget(SmsCodeButton, { ...props, mobile: '13800000000' }, { id: 'sms' }, emit));
    await click(button());
    await waitFor(() => expect(toastText()).toBe('请输入验证码'));
    rerender(widget(SmsCodeButton, { ...props, mobile: '13800000000', captchaCode: '1234' }, { id: 'sms' }, emit));
    await click(button());
    await waitFor(() => expect(emit).toHaveBeenCalledWith('sent', { key: 'k-1', mobile: '13800000000' }));
    expect(requests[0]!.body).toMatchObject({ mobile: '13800000000', captcha_id: 'c-1', captcha_code: '1234' });
    expect(button().dataset.state).toBe('counting');
    expect(button().textContent).toBe('120s后可重新获取');
  });

  it('resets at once when the send fails, and emits reset', async () => {
    fakeFetch({ '/api/login/mobileCode': fail(-1, '发送太频繁') });
    const emit = vi.fn(async () => {});
    const { container } = render(widget(SmsCodeButton, { ...defaults, mobile: '13800000000' }, { id: 'sms' }, emit));
    await click(container.querySelector('.acc-sms'));
    await waitFor(() => expect(toastText()).toBe('发送太频繁'));
    expect((container.querySelector('.acc-sms') as HTMLElement).dataset.state).toBe('idle');
    expect(emit).toHaveBeenCalledWith('reset');
  });

  it('resets at once on a network failure', async () => {
    fakeFetch({ '/api/login/mobileCode': () => Promise.reject(new TypeError('offline')) });
    const { container } = render(widget(SmsCodeButton, { ...defaults, mobile: '13800000000' }, { id: 'sms' }));
    await click(container.querySelector('.acc-sms'));
    await waitFor(() => expect((container.querySelector('.acc-sms') as HTMLElement).dataset.state).toBe('idle'));
  });
});
