import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useFeedback } from '@oms/ui';
import type { Captcha } from '@oms/api-client';
import { fetchCaptcha, hasLiveSession, purchaserLogin } from '../../api/signIn.ts';
import { savePurchaserAuth } from '../../app/session/authStorage.ts';
import { ssoUrlFor } from '../../api/client.ts';

/** The captcha image and its input share one height, so neither clips the other. */
const CAPTCHA_HEIGHT = 40;

interface LoginForm {
  username: string;
  password: string;
  captchaCode: string;
}

/** Purchaser sign-in (spec: /login, outside the main layout), with an image captcha. */
export default function LoginPage() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<LoginForm>();
  const { toast } = useFeedback();

  const refreshCaptcha = useCallback(async () => {
    const answer = await fetchCaptcha();
    if (answer.errorCode === 0) setCaptcha(answer.data);
    else toast.error(answer.errorMsg);
    form.setFieldValue('captchaCode', '');
  }, [form, toast]);

  useEffect(() => {
    void refreshCaptcha();
  }, [refreshCaptcha]);

  // Someone already signed in has nothing to do here: on to the console.
  useEffect(() => {
    let cancelled = false;
    void hasLiveSession().then((live) => {
      if (live && !cancelled) window.location.replace('/home');
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const submit = async (values: LoginForm) => {
    if (!captcha) return;
    setSubmitting(true);
    const answer = await purchaserLogin({ ...values, captchaId: captcha.captchaId });
    setSubmitting(false);
    if (answer.errorCode === 0) {
      savePurchaserAuth(answer.data);
      window.location.assign('/home');
      return;
    }
    if (answer.errorCode !== 10001) toast.error(answer.errorMsg);
    // A captcha works once, so every failed attempt needs a new one.
    void refreshCaptcha();
  };

  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f3f5f9', padding: 16 }}>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
          采购商登录
        </Typography.Title>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="username"
            label="账号"
            extra="子账号请输入 主账号:子账号"
            rules={[{ required: true, message: '请输入账号' }]}
          >
            <Input autoComplete="username" maxLength={65} placeholder="主账号，或 主账号:子账号" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
            {/* Out of the Tab order: Tab goes on to 验证码, and Enter signs in rather than showing the password. */}
            <Input.Password autoComplete="current-password" maxLength={128} visibilityToggle={{ tabIndex: -1 }} />
          </Form.Item>
          <Form.Item label="验证码" required>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="captchaCode" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
                <Input maxLength={8} aria-label="验证码" autoComplete="off" style={{ height: CAPTCHA_HEIGHT }} />
              </Form.Item>
              <button
                type="button"
                onClick={() => void refreshCaptcha()}
                title="看不清？换一张"
                aria-label="看不清？换一张验证码"
                style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', height: CAPTCHA_HEIGHT, flex: 'none' }}
              >
                {captcha ? (
                  <img src={captcha.image} alt="验证码图片" width={120} height={CAPTCHA_HEIGHT} style={{ display: 'block', borderRadius: 6 }} />
                ) : (
                  <span>加载中</span>
                )}
              </button>
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form>
        {/* Sellers sign in elsewhere; one who lands here finds the way without failing first. */}
        <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0', textAlign: 'center' }}>
          卖家账号请 <a href={ssoUrlFor('/home')}>从卖家单点登录进入</a>
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
