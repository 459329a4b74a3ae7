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
  .card{width:380px;background:#fff;border-radius:14px;padding:36px 36px 28px;box-shadow:0 20px 50px rgba(8,30,60,.35)}
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
  .foot{margin-top:18px;color:#9ca3af;font-size:12px;text-align:center}
</style>
</head>
<body>
<main class="card">
  <div class="brand"><div class="logo" aria-hidden="true">订</div><h1>统一身份认证</h1></div>
  <p class="sub">登录后进入订单管理系统</p>
  <form id="sso" novalidate>
    <label for="username">账号</label>
    <input id="username" name="username" autocomplete="username" required maxlength="32" placeholder="请输入账号">
    <label for="password">密码</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128" placeholder="请输入密码">
    <button id="submit" type="submit">登录</button>
    <div class="error" id="error" role="alert"></div>
  </form>
  <p class="foot">采购商账号也可在此登录</p>
</main>
<script>
  const form = document.getElementById('sso');
  const error = document.getElementById('error');
  const submit = document.getElementById('submit');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const username = form.username.value.trim();
    const password = form.password.value;
    if (!username) { error.textContent = '请输入账号'; return; }
    if (!password) { error.textContent = '请输入密码'; return; }
    submit.disabled = true;
    try {
      const jump = new URLSearchParams(location.search).get('jump') || undefined;
      const res = await fetch('/api/sso/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password, jump }),
      });
      const body = await res.json();
      if (body.errorCode === 0) { location.replace(body.data.redirect); return; }
      error.textContent = body.errorMsg || '登录失败';
    } catch (e) {
      error.textContent = '系统异常';
    } finally {
      submit.disabled = false;
    }
  });
</script>
</body>
</html>`;
}
