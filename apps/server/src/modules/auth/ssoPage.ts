/**
 * The single sign-on page. It is its own small site (its own look, no console code), as the spec's
 * separate SSO is; it posts to /api/sso/login and follows the redirect it gets back.
 */
export function ssoPage(): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>统一登录 | order management system</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;
    background:linear-gradient(135deg,#0f3d6e 0%,#1d6fb8 55%,#38a3d1 100%);color:#1f2937}
  .card{width:380px;max-width:calc(100vw - 16px);background:#fff;border-radius:14px;padding:36px 36px 28px;box-shadow:0 20px 50px rgba(8,30,60,.35)}
  .brand{display:flex;align-items:center;gap:10px;margin-bottom:6px}
  .logo{width:34px;height:34px;border-radius:9px;background:#1d6fb8;color:#fff;font-weight:700;
    display:flex;align-items:center;justify-content:center;font-size:18px}
  h1{font-size:20px;margin:0}
  .sub{color:#6b7280;font-size:13px;margin:0 0 24px 44px}
  label{display:block;font-size:13px;color:#374151;margin:14px 0 6px}
  input{width:100%;height:40px;border:1px solid #d1d5db;border-radius:8px;padding:0 12px;font-size:14px;outline:none}
  input:focus{border-color:#1d6fb8;box-shadow:0 0 0 3px rgba(29,111,184,.15)}
  button{margin-top:22px;width:100%;height:42px;border:0;border-radius:8px;background:#1d6fb8;color:#fff;
    font-size:15px;cursor:pointer}
  button:disabled{opacity:.6;cursor:wait}
  .error{min-height:20px;margin-top:12px;color:#dc2626;font-size:13px}
  .foot{margin-top:18px;color:#6b7280;font-size:12px;text-align:center}
  .captcha{display:flex;gap:8px;align-items:center}
  .captcha img{height:40px;width:120px;border:1px solid #d1d5db;border-radius:8px;cursor:pointer;flex:none}
  [hidden]{display:none!important}
</style>
</head>
<body>
<main class="card">
  <div class="brand"><div class="logo" aria-hidden="true">订</div><h1>统一身份认证</h1></div>
  <p class="sub">登录后进入订单管理系统</p>
  <form id="sso" novalidate>
    <label for="username">账号</label>
    <input id="username" name="username" autocomplete="username" required maxlength="65" placeholder="主账号，或 主账号:子账号">
    <label for="password">密码</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128" placeholder="请输入密码">
    <div id="captchaRow" hidden>
      <label for="captchaCode">验证码</label>
      <div class="captcha">
        <input id="captchaCode" name="captchaCode" autocomplete="off" maxlength="8" placeholder="请输入图中字符">
        <img id="captchaImage" alt="验证码，点击换一张" title="看不清？点击换一张">
      </div>
    </div>
    <button id="submit" type="submit">登录</button>
    <div class="error" id="error" role="alert"></div>
  </form>
  <p class="foot">采购商账号也可在此登录</p>
</main>
<script src="/sso/sso.js"></script>
</body>
</html>`;
}

/** The page's behaviour: sign in, show the captcha when the server asks for it, follow the redirect. */
export function ssoScript(): string {
  return `(() => {
  const form = document.getElementById('sso');
  const error = document.getElementById('error');
  const submit = document.getElementById('submit');
  const captchaRow = document.getElementById('captchaRow');
  const captchaImage = document.getElementById('captchaImage');
  const captchaCode = document.getElementById('captchaCode');
  let captchaId = null;
  async function loadCaptcha() {
    captchaCode.value = '';
    try {
      const res = await fetch('/api/b2/purchaser/auth/captcha', { cache: 'no-store' });
      const body = await res.json();
      if (body.errorCode !== 0) { error.textContent = body.errorMsg || '验证码加载失败'; return; }
      captchaId = body.data.captchaId;
      captchaImage.src = body.data.image;
      captchaRow.hidden = false;
    } catch (e) {
      error.textContent = '验证码加载失败';
    }
  }
  captchaImage.addEventListener('click', loadCaptcha);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const username = form.username.value.trim();
    const password = form.password.value;
    if (!username) { error.textContent = '请输入账号'; return; }
    if (!password) { error.textContent = '请输入密码'; return; }
    const payload = { username, password, jump: new URLSearchParams(location.search).get('jump') || undefined };
    if (captchaId) {
      if (!captchaCode.value.trim()) { error.textContent = '请输入验证码'; captchaCode.focus(); return; }
      payload.captchaId = captchaId;
      payload.captchaCode = captchaCode.value.trim();
    }
    submit.disabled = true;
    try {
      const res = await fetch('/api/sso/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const body = await res.json();
      if (body.errorCode === 0) { location.replace(body.data.redirect); return; }
      error.textContent = body.errorMsg || '登录失败';
      // A captcha works once, so any failure after one was shown needs a fresh one.
      if (body.errorCode === 40014 || captchaId) {
        await loadCaptcha();
        if (body.errorCode === 40014) captchaCode.focus();
      }
    } catch (e) {
      error.textContent = '系统异常';
    } finally {
      submit.disabled = false;
    }
  });
})();
`;
}
