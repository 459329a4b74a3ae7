/**
 * /ops: the platform's small back office, its own tiny site like /sso (no console code). The script is a
 * file of its own so the Content-Security-Policy keeps forbidding inline scripts.
 */
export function opsPage(): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>运营后台 | order management system</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f3f4f6;color:#1f2937}
  header{background:#0f3d6e;color:#fff;padding:12px 20px;display:flex;justify-content:space-between;align-items:center}
  header h1{font-size:17px;margin:0}
  main{max-width:1180px;margin:20px auto;padding:0 12px}
  .card{background:#fff;border-radius:10px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
  .login{max-width:360px;margin:60px auto}
  label{display:block;font-size:13px;margin:12px 0 4px}
  input,select{height:36px;border:1px solid #d1d5db;border-radius:6px;padding:0 10px;font-size:14px}
  .login input{width:100%}
  button{height:34px;border:0;border-radius:6px;background:#1d6fb8;color:#fff;padding:0 14px;cursor:pointer;font-size:14px}
  button.secondary{background:#fff;color:#1f2937;border:1px solid #d1d5db}
  button.danger{background:#b91c1c}
  nav{display:flex;gap:4px;margin-bottom:16px;flex-wrap:wrap}
  nav button{background:#fff;color:#1f2937;border:1px solid #d1d5db}
  nav button[aria-selected="true"]{background:#1d6fb8;color:#fff;border-color:#1d6fb8}
  table{width:100%;border-collapse:collapse;font-size:13px}
  th,td{border-bottom:1px solid #e5e7eb;padding:8px 6px;text-align:left;vertical-align:top}
  th{background:#f9fafb;font-weight:600}
  .num{text-align:right;white-space:nowrap}
  .ok{color:#166534}.bad{color:#b91c1c}
  .error{color:#b91c1c;min-height:20px;margin-top:8px}
  .row{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin-bottom:12px}
  [hidden]{display:none!important}
  .scroll{overflow-x:auto}
  dialog{border:0;border-radius:10px;padding:20px;max-width:440px;width:calc(100% - 24px);box-shadow:0 10px 30px rgba(0,0,0,.25)}
  dialog::backdrop{background:rgba(0,0,0,.35)}
  dialog h2{font-size:16px;margin:0 0 8px}
  dialog input{width:100%}
  dialog input[aria-invalid="true"]{border-color:#b91c1c}
  .actions{display:flex;gap:8px;justify-content:flex-end;margin-top:14px}
  .on{color:#166534;font-weight:600}.off{color:#6b7280}
  button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid #f59e0b;outline-offset:2px}
  header .who{display:flex;gap:12px;align-items:center}
  header button{background:transparent;border:1px solid rgba(255,255,255,.6);height:30px}
  td button{white-space:nowrap;margin:0 4px 4px 0}
  @media (max-width:767.98px){
    main{margin:12px auto;padding:0 8px}
    .card{padding:12px}
    table.cards,table.cards tbody,table.cards tr{display:block}
    table.cards thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
    table.cards tr{border:1px solid #e5e7eb;border-radius:8px;padding:6px 10px;margin-bottom:8px}
    table.cards td{display:grid;grid-template-columns:6.5em minmax(0,1fr);gap:8px;border:0;padding:3px 0;overflow-wrap:anywhere}
    table.cards td::before{content:attr(data-label);color:#6b7280}
    table.cards td[colspan]{display:block}
    table.cards td[colspan]::before{content:none}
    table.cards .num{text-align:left;white-space:normal}
  }
</style>
</head>
<body>
<header><h1>运营后台 · 平台财务</h1><span class="who"><span id="who"></span><button type="button" id="signOut" hidden>退出登录</button></span></header>
<main>
  <form id="login" class="card login" novalidate>
    <h2 style="margin-top:0">运营人员登录</h2>
    <label for="opsUser">账号</label><input id="opsUser" autocomplete="username" maxlength="64">
    <label for="opsPassword">密码</label><input id="opsPassword" type="password" autocomplete="current-password" maxlength="128">
    <div style="margin-top:16px"><button type="submit">登录</button></div>
    <div class="error" id="loginError" role="alert"></div>
  </form>
  <section id="desk" class="card" hidden>
    <nav role="tablist" aria-label="运营功能">
      <button role="tab" data-tab="withdrawals" data-roles="FINANCE" aria-selected="true">提现审核</button>
      <button role="tab" data-tab="anomalies" data-roles="FINANCE" aria-selected="false">资金异常</button>
      <button role="tab" data-tab="refunds" data-roles="FINANCE" aria-selected="false">退款</button>
      <button role="tab" data-tab="adjust" data-roles="FINANCE" aria-selected="false">调账</button>
      <button role="tab" data-tab="reconcile" data-roles="FINANCE" aria-selected="false">对账</button>
      <button role="tab" data-tab="priceChecks" data-roles="FINANCE OPERATIONS" aria-selected="false">待核价</button>
      <button role="tab" data-tab="manualDelivery" data-roles="FINANCE OPERATIONS" aria-selected="false">拿退货权限</button>
      <button role="tab" data-tab="appeals" data-roles="FINANCE SUPPORT" aria-selected="false">申诉审核</button>
      <button role="tab" data-tab="popups" data-roles="OPERATIONS" aria-selected="false">弹窗</button>
    </nav>
    <div id="panel-withdrawals" role="tabpanel">
      <div class="row"><label for="wState" style="margin:0">状态</label>
        <select id="wState"><option value="REVIEWING">待审核</option><option value="PAYING">打款中</option><option value="PAID">已到账</option><option value="FAILED">打款失败</option><option value="REJECTED">已驳回</option><option value="CANCELED">已撤销</option><option value="ALL">全部</option></select>
        <button class="secondary" id="wRefresh" type="button">刷新</button></div>
      <div class="scroll"><table class="cards" aria-label="提现"><thead><tr><th>申请时间</th><th>提现单号</th><th>商家</th><th class="num">金额</th><th>支付宝</th><th>姓名</th><th>状态</th><th>说明</th><th>操作</th></tr></thead><tbody id="wBody"></tbody></table></div>
    </div>
    <div id="panel-anomalies" role="tabpanel" hidden>
      <div class="scroll"><table class="cards" aria-label="资金异常"><thead><tr><th>时间</th><th>类型</th><th>支付单</th><th>详情</th><th>处理</th></tr></thead><tbody id="aBody"></tbody></table></div>
    </div>
    <div id="panel-refunds" role="tabpanel" hidden>
      <div class="scroll"><table class="cards" aria-label="退款"><thead><tr><th>时间</th><th>退款单号</th><th>商家</th><th>单据</th><th class="num">金额</th><th>原因</th><th>状态</th><th>尝试</th><th>最近错误</th></tr></thead><tbody id="rBody"></tbody></table></div>
    </div>
    <form id="panel-adjust" role="tabpanel" hidden novalidate>
      <label for="adjUser">商家账号</label><input id="adjUser" maxlength="64">
      <label for="adjType">账单类型</label>
      <select id="adjType"><option value="OFFLINE_REFUND">线下退款</option><option value="TRANSFER">转账</option><option value="APPEAL">申诉</option><option value="OTHER">其他</option></select>
      <label for="adjYuan">金额（元，负数为扣款）</label><input id="adjYuan" inputmode="decimal" maxlength="14">
      <label for="adjReason">原因</label><input id="adjReason" maxlength="200" style="width:100%">
      <div style="margin-top:14px"><button type="submit">确认调账</button></div>
      <div class="error" id="adjResult" role="status"></div>
    </form>
    <div id="panel-reconcile" role="tabpanel" hidden>
      <div class="row"><button id="recRun" type="button">开始对账</button><span id="recSummary"></span></div>
      <table class="cards" aria-label="对账"><thead><tr><th>规则</th><th class="num">不符</th><th>示例</th></tr></thead><tbody id="recBody"></tbody></table>
    </div>
    <div id="panel-priceChecks" role="tabpanel" hidden>
      <p style="margin-top:0">商家手动报单里市场未收录的商品：到档口核实后填写单价（元）下单，商家付款后开始拿货；找不到的驳回并说明原因。</p>
      <div class="scroll"><table class="cards" aria-label="待核价"><thead><tr><th>报单时间</th><th>商家</th><th>收货地区</th><th>商品（档口 货号 颜色/尺码 ×数量）与单价</th><th>操作</th></tr></thead><tbody id="pBody"></tbody></table></div>
      <div class="error" id="pResult" role="status"></div>
    </div>
    <div id="panel-manualDelivery" role="tabpanel" hidden>
      <p style="margin-top:0">拿退货（线下拿货、退货登记、打印发货、自定义商品、拿货结算、对账单）由平台为签约的商家开通；每次开通或关闭都需填写原因并留档。</p>
      <form class="row" id="mdSearch"><label for="mdKeyword" style="margin:0">商家账号</label><input id="mdKeyword" maxlength="64"><button type="submit" class="secondary">查询</button></form>
      <div class="scroll"><table class="cards" aria-label="拿退货权限"><thead><tr><th>商家账号</th><th>类型</th><th>拿退货权限</th><th>最近变更</th><th>原因</th><th>操作</th></tr></thead><tbody id="mdBody"></tbody></table></div>
      <div class="error" id="mdResult" role="status"></div>
    </div>
    <div id="panel-appeals" role="tabpanel" hidden>
      <p style="margin-top:0">商家对已拒绝的售后发起的申诉（拒绝后72小时内，每单一次）：核实后按金额退回商家余额（申诉账单），售后变为已完成；不成立的驳回并说明原因。</p>
      <div class="scroll"><table class="cards" aria-label="申诉审核"><thead><tr><th>申诉时间</th><th>售后单</th><th>商家</th><th>拒绝原因</th><th>申诉理由</th><th class="num">申诉金额</th><th>退回金额（元）</th><th>操作</th></tr></thead><tbody id="apBody"></tbody></table></div>
      <div class="error" id="apResult" role="status"></div>
    </div>
    <div id="panel-popups" role="tabpanel" hidden>
      <p style="margin-top:0">商家打开对应页面时弹出（同时只弹一个，按优先级）；每次新建、下线都记入运营日志。</p>
      <form id="ppForm" class="card" novalidate>
        <label for="ppTitle">标题</label><input id="ppTitle" maxlength="30" style="width:100%">
        <label for="ppBody">内容（Markdown，支持 **加粗** 和 [链接](/home)）</label><textarea id="ppBody" maxlength="2000" rows="4" style="width:100%"></textarea>
        <div class="row">
          <span><label for="ppPage">页面</label><input id="ppPage" value="ALL" maxlength="120" placeholder="ALL 或 /home"></span>
          <span><label for="ppFrequency">频率</label><select id="ppFrequency"><option value="ONCE">仅一次</option><option value="DAILY">每天一次</option><option value="EVERY_VISIT">每次访问</option></select></span>
          <span><label for="ppPriority">优先级（0–100）</label><input id="ppPriority" inputmode="numeric" value="10" maxlength="3" style="width:80px"></span>
        </div>
        <div class="row">
          <span><label for="ppKinds">账号类型</label><select id="ppKinds"><option value="">全部</option><option value="seller">商家</option><option value="purchaser">采购商</option></select></span>
          <span><label for="ppPdd">拼多多店铺</label><select id="ppPdd"><option value="">不限</option><option value="true">有拼多多店铺</option><option value="false">无拼多多店铺</option></select></span>
        </div>
        <div class="row">
          <span><label for="ppLink">链接（可选）</label><input id="ppLink" maxlength="200" placeholder="/basicSet/customInfo 或 https://…"></span>
          <span><label for="ppLinkText">按钮文字</label><input id="ppLinkText" maxlength="8" placeholder="去看看"></span>
        </div>
        <div class="row">
          <span><label for="ppStart">开始</label><input id="ppStart" type="datetime-local"></span>
          <span><label for="ppEnd">结束</label><input id="ppEnd" type="datetime-local"></span>
        </div>
        <div style="margin-top:14px"><button type="submit">发布弹窗</button></div>
      </form>
      <div class="error" id="ppResult" role="status"></div>
      <div class="scroll"><table class="cards" aria-label="弹窗"><thead><tr><th>标题</th><th>页面</th><th>频率</th><th class="num">优先级</th><th>时间</th><th>状态</th><th class="num">已弹出</th><th>操作</th></tr></thead><tbody id="ppBody2"></tbody></table></div>
    </div>
  </section>
</main>
<dialog id="ask" aria-labelledby="askTitle">
  <form method="dialog" id="askForm" novalidate>
    <h2 id="askTitle"></h2>
    <p id="askText" style="margin:0 0 8px"></p>
    <div id="askReasonBox"><label for="askReason" id="askReasonLabel">原因</label>
      <input id="askReason" maxlength="200" aria-describedby="askError" autocomplete="off"></div>
    <div class="error" id="askError" role="alert"></div>
    <div class="actions"><button type="button" class="secondary" id="askCancel">取消</button><button type="submit" id="askOk">确认</button></div>
  </form>
</dialog>
<script src="/ops/ops.js"></script>
</body>
</html>`;
}

export function opsScript(): string {
  return `(function () {
  var token = sessionStorage.getItem('opsToken');
  var $ = function (id) { return document.getElementById(id); };
  var esc = function (s) { return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]; }); };
  var yuan = function (fen) { var n = Math.abs(fen); return (fen < 0 ? '-' : '') + '¥' + Math.floor(n / 100).toLocaleString('en-US') + '.' + String(n % 100).padStart(2, '0'); };
  var time = function (iso) { return iso ? new Date(new Date(iso).getTime() + 8 * 3600000).toISOString().slice(0, 19).replace('T', ' ') : ''; };
  var STATES = { REVIEWING: '待审核', PAYING: '打款中', PAID: '已到账', FAILED: '打款失败', REJECTED: '已驳回', CANCELED: '已撤销' };
  function call(method, url, body, extraHeaders) {
    // no body, no content type: Fastify refuses an empty JSON body
    var headers = Object.assign(body === undefined ? {} : { 'content-type': 'application/json' }, token ? { 'x-ops-token': token } : {}, extraHeaders || {});
    return fetch(url, { method: method, headers: headers, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .then(function (a) { if (a.errorCode === 10000) { signOut(); } return a; });
  }
  /**
   * A confirmation in the page (no prompt(): it cannot say what is wrong, and an empty answer did
   * nothing): resolves with the reason typed, or null when cancelled. \`reason\` asks for one, required.
   */
  function ask(options) {
    return new Promise(function (resolve) {
      var d = $('ask');
      $('askTitle').textContent = options.title;
      $('askText').textContent = options.text || '';
      $('askReasonBox').hidden = !options.reason;
      $('askReasonLabel').textContent = options.reason || '原因';
      $('askReason').value = '';
      $('askReason').removeAttribute('aria-invalid');
      $('askError').textContent = '';
      $('askOk').textContent = options.ok || '确认';
      $('askOk').className = options.danger ? 'danger' : '';
      function done(value) { $('askForm').onsubmit = null; $('askCancel').onclick = null; d.oncancel = null; d.close(); resolve(value); }
      $('askForm').onsubmit = function (e) {
        e.preventDefault();
        var reason = $('askReason').value.trim();
        if (options.reason && !reason) {
          $('askError').textContent = '请填写' + options.reason;
          $('askReason').setAttribute('aria-invalid', 'true');
          $('askReason').focus();
          return;
        }
        done(reason);
      };
      $('askCancel').onclick = function () { done(null); };
      d.oncancel = function (e) { e.preventDefault(); done(null); };
      d.showModal();
      // Enter twice must not pay out: without a reason to type, the question starts on 取消.
      (options.reason ? $('askReason') : $('askCancel')).focus();
    });
  }
  function signOut() { token = null; sessionStorage.removeItem('opsToken'); sessionStorage.removeItem('opsRole'); $('desk').hidden = true; $('login').hidden = false; $('who').textContent = ''; $('signOut').hidden = true; }
  var ROLE_NAMES = { FINANCE: '财务', SUPPORT: '客服', OPERATIONS: '运营' };
  // Only the role's tabs (the server refuses the others' calls with 40300 all the same).
  function signedIn(name, role) {
    document.querySelectorAll('nav [role=tab]').forEach(function (t) { t.hidden = !!role && t.dataset.roles.split(' ').indexOf(role) < 0; });
    $('login').hidden = true; $('desk').hidden = false; $('who').textContent = name + (ROLE_NAMES[role] ? '（' + ROLE_NAMES[role] + '）' : ''); $('signOut').hidden = false; showTab(tabInAddress());
  }
  $('signOut').addEventListener('click', function () {
    // the server forgets the token first, so a copy of it is worthless too
    call('POST', '/api/ops/logout').then(signOut, signOut);
  });
  $('login').addEventListener('submit', function (e) {
    e.preventDefault();
    call('POST', '/api/ops/login', { username: $('opsUser').value, password: $('opsPassword').value }).then(function (a) {
      if (a.errorCode !== 0) { $('loginError').textContent = a.errorMsg; return; }
      token = a.data.token; sessionStorage.setItem('opsToken', token); sessionStorage.setItem('opsName', a.data.name); sessionStorage.setItem('opsRole', a.data.role); signedIn(a.data.name, a.data.role);
    });
  });
  // The open tab lives in the address (?tab=refunds): a reload stays on it and a link opens it.
  function showTab(tab) {
    document.querySelectorAll('nav [role=tab]').forEach(function (t) { t.setAttribute('aria-selected', String(t === tab)); $('panel-' + t.dataset.tab).hidden = t !== tab; });
    ({ withdrawals: loadWithdrawals, anomalies: loadAnomalies, refunds: loadRefunds, adjust: function () {}, reconcile: function () {}, priceChecks: loadPriceChecks, manualDelivery: loadManualDelivery, appeals: loadAppeals, popups: loadPopups })[tab.dataset.tab]();
  }
  function tabInAddress() {
    var name = new URLSearchParams(location.search).get('tab');
    var asked = name && document.querySelector('nav [role=tab][data-tab="' + name.replace(/[^A-Za-z]/g, '') + '"]');
    return (asked && !asked.hidden ? asked : null) || document.querySelector('nav [role=tab]:not([hidden])');
  }
  document.querySelectorAll('nav [role=tab]').forEach(function (tab) {
    tab.addEventListener('click', function () {
      history.replaceState(null, '', tab.dataset.tab === 'withdrawals' ? location.pathname : '?tab=' + tab.dataset.tab);
      showTab(tab);
    });
  });
  // A table's rows; on a phone each reads as a card (see the CSS): every cell labelled by its column.
  function fill(id, html) {
    var body = $(id);
    body.innerHTML = html;
    var heads = Array.prototype.map.call(body.parentNode.tHead.rows[0].cells, function (th) { return th.textContent; });
    Array.prototype.forEach.call(body.rows, function (tr) {
      tr.setAttribute('role', 'row');
      Array.prototype.forEach.call(tr.cells, function (td, i) {
        td.setAttribute('role', 'cell');
        if (td.colSpan > 1) return;
        td.setAttribute('data-label', heads[i] || '');
        var box = document.createElement('div');
        while (td.firstChild) box.appendChild(td.firstChild);
        td.appendChild(box);
      });
    });
  }
  // the newest load wins: an answer to an older filter (a reload after 通过 racing a change of 状态)
  // would otherwise overwrite the list under the filter now shown
  var withdrawalsLoad = 0;
  function loadWithdrawals() {
    var mine = ++withdrawalsLoad;
    call('POST', '/api/ops/withdrawals/page', { state: $('wState').value }).then(function (a) {
      if (mine !== withdrawalsLoad || a.errorCode !== 0) return;
      fill('wBody', a.data.map(function (w) {
        var actions = w.state === 'REVIEWING' ? '<button type="button" data-approve="' + esc(w.withdrawNo) + '">通过</button> <button type="button" class="danger" data-reject="' + esc(w.withdrawNo) + '">驳回</button>' : '';
        var note = w.reason || (w.state === 'REVIEWING' ? (w.autoApproveAt ? time(w.autoApproveAt).slice(11, 16) + ' 自动审核' : '需人工审核') : (w.reviewedBy || ''));
        return '<tr><td>' + time(w.createdAt) + '</td><td>' + esc(w.withdrawNo) + '</td><td>' + esc(w.tenant) + '</td><td class="num">' + yuan(w.amountFen) + '</td><td>' + esc(w.alipayAccount) + '</td><td>' + esc(w.realName) + '</td><td>' + esc(STATES[w.state]) + '</td><td>' + esc(note) + '</td><td>' + actions + '</td></tr>';
      }).join('') || '<tr><td colspan="9">暂无数据</td></tr>');
    });
  }
  $('wState').addEventListener('change', loadWithdrawals);
  $('wRefresh').addEventListener('click', loadWithdrawals);
  function withdrawalText(no) {
    var cells = rowCells(no);
    return cells ? cells[2] + ' 的提现 ' + no + '，' + cells[3] + ' 到支付宝 ' + cells[4] + '（' + cells[5] + '）' : no;
  }
  function rowCells(no) {
    var button = document.querySelector('[data-approve="' + no + '"], [data-reject="' + no + '"]');
    var row = button && button.closest('tr');
    return row ? Array.prototype.map.call(row.cells, function (c) { return c.textContent; }) : null;
  }
  $('wBody').addEventListener('click', function (e) {
    var approve = e.target.getAttribute('data-approve');
    var reject = e.target.getAttribute('data-reject');
    if (approve) ask({ title: '通过提现', text: '通过后立即打款：' + withdrawalText(approve) + '。', ok: '通过并打款' }).then(function (ok) {
      if (ok === null) return;
      call('POST', '/api/ops/withdrawals/' + approve + '/approve').then(function (a) { if (a.errorCode !== 0) alert(a.errorMsg); loadWithdrawals(); });
    });
    if (reject) ask({ title: '驳回提现', text: withdrawalText(reject) + '。驳回后金额退回商家余额，商家会看到原因。', reason: '驳回原因', ok: '驳回', danger: true }).then(function (reason) {
      if (reason === null) return;
      call('POST', '/api/ops/withdrawals/' + reject + '/reject', { reason: reason }).then(function (a) { if (a.errorCode !== 0) alert(a.errorMsg); loadWithdrawals(); });
    });
  });
  function loadAnomalies() {
    call('GET', '/api/ops/anomalies').then(function (a) {
      if (a.errorCode !== 0) return;
      fill('aBody', a.data.map(function (x) {
        var action = x.resolvedAt ? esc(x.resolvedBy) + ' 已处理' : '<button type="button" data-resolve="' + x.id + '">标记已处理</button>';
        return '<tr><td>' + time(x.createdAt) + '</td><td>' + esc(x.kind) + '</td><td>' + esc(x.payNo) + '</td><td><code>' + esc(JSON.stringify(x.detail)) + '</code></td><td>' + action + '</td></tr>';
      }).join('') || '<tr><td colspan="5">暂无异常</td></tr>');
    });
  }
  $('aBody').addEventListener('click', function (e) {
    var id = e.target.getAttribute('data-resolve');
    if (id) call('POST', '/api/ops/anomalies/' + id + '/resolve').then(loadAnomalies);
  });
  function loadRefunds() {
    call('GET', '/api/ops/refunds').then(function (a) {
      if (a.errorCode !== 0) return;
      var S = { PROCESSING: '处理中', SUCCESS: '成功', FAILED: '失败（已退余额）' };
      fill('rBody', a.data.map(function (r) {
        return '<tr><td>' + time(r.createdAt) + '</td><td>' + esc(r.refundNo) + '</td><td>' + esc(r.tenant) + '</td><td>' + esc(r.documentNo) + '</td><td class="num">' + yuan(r.fen) + '</td><td>' + esc(r.reason) + '</td><td>' + esc(S[r.state]) + '</td><td>' + r.attempts + '</td><td>' + esc(r.lastError) + '</td></tr>';
      }).join('') || '<tr><td colspan="9">暂无退款</td></tr>');
    });
  }
  $('panel-adjust').addEventListener('submit', function (e) {
    e.preventDefault();
    var m = /^(-?)(\\d{1,9})(?:\\.(\\d{1,2}))?$/.exec($('adjYuan').value.trim());
    if (!m) { $('adjResult').textContent = '金额格式不正确'; return; }
    var fen = (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number((m[3] || '').padEnd(2, '0')));
    var key = 'ops-' + Date.now() + '-' + Math.random().toString(36).slice(2);
    call('POST', '/api/ops/adjust', { username: $('adjUser').value.trim(), billType: $('adjType').value, fen: fen, reason: $('adjReason').value.trim() }, { 'idempotency-key': key }).then(function (a) {
      $('adjResult').textContent = a.errorCode === 0 ? '已调账，商家可用余额 ' + yuan(a.data.availableAfterFen) : a.errorMsg;
    });
  });
  $('recRun').addEventListener('click', function () {
    $('recSummary').textContent = '对账中…';
    call('GET', '/api/ops/reconcile').then(function (a) {
      if (a.errorCode !== 0) { $('recSummary').textContent = a.errorMsg; return; }
      $('recSummary').innerHTML = a.data.ok ? '<span class="ok">全部相符</span>（' + a.data.tookMs + ' ms）' : '<span class="bad">有不符</span>';
      fill('recBody', a.data.checks.map(function (c) {
        return '<tr><td>' + esc(c.name) + '</td><td class="num ' + (c.problems ? 'bad' : 'ok') + '">' + c.problems + '</td><td><code>' + esc(c.examples.length ? JSON.stringify(c.examples[0]) : '') + '</code></td></tr>';
      }).join(''));
    });
  });
  function loadPriceChecks() {
    call('GET', '/api/ops/collects/priceCheck').then(function (a) {
      if (a.errorCode !== 0) return;
      fill('pBody', a.data.map(function (c) {
        var lines = c.lines.map(function (l, i) {
          var what = esc(l.stall + ' ' + l.articleNo + ' ' + l.color + '/' + l.size + ' ×' + l.qty);
          return '<div class="row" style="margin:0 0 4px"><span>' + what + '</span><input aria-label="' + what + ' 单价（元）" data-price="' + c.id + '" data-line="' + i + '" inputmode="decimal" maxlength="10" style="width:90px" placeholder="单价（元）"></div>';
        }).join('');
        return '<tr><td>' + time(c.submittedAt) + '</td><td>' + esc(c.tenant) + '</td><td>' + esc(c.receiverRegion) + '</td><td>' + lines + '</td><td><button type="button" data-priced="' + c.id + '">核价下单</button> <button type="button" class="danger" data-refuse="' + c.id + '">驳回</button></td></tr>';
      }).join('') || '<tr><td colspan="5">暂无待核价的报单</td></tr>');
    });
  }
  $('pBody').addEventListener('click', function (e) {
    var priced = e.target.getAttribute('data-priced');
    var refuse = e.target.getAttribute('data-refuse');
    if (priced) {
      var lines = [];
      var bad = false;
      document.querySelectorAll('[data-price="' + priced + '"]').forEach(function (input) {
        var m = /^(\\d{1,7})(?:\\.(\\d{1,2}))?$/.exec(input.value.trim());
        if (!m) { bad = true; return; }
        lines[Number(input.getAttribute('data-line'))] = { priceFen: Number(m[1]) * 100 + Number((m[2] || '').padEnd(2, '0')) };
      });
      if (bad) { $('pResult').textContent = '请填写每款商品的单价（元，最多两位小数）'; return; }
      call('POST', '/api/ops/collects/' + priced + '/price', { lines: lines }).then(function (a) {
        $('pResult').className = a.errorCode === 0 ? 'ok' : 'error';
        $('pResult').textContent = a.errorCode === 0 ? '已下单 ' + a.data.orderNo + '，等待商家付款' : a.errorMsg;
        loadPriceChecks();
      });
    }
    if (refuse) ask({ title: '驳回报单', text: '商家会看到驳回原因。', reason: '驳回原因', ok: '驳回', danger: true }).then(function (reason) {
      if (reason === null) return;
      call('POST', '/api/ops/collects/' + refuse + '/reject', { reason: reason }).then(function (a) {
        $('pResult').className = a.errorCode === 0 ? 'ok' : 'error';
        $('pResult').textContent = a.errorCode === 0 ? '已驳回' : a.errorMsg;
        loadPriceChecks();
      });
    });
  });
  function loadAppeals() {
    call('GET', '/api/ops/appeals').then(function (a) {
      if (a.errorCode !== 0) return;
      fill('apBody', a.data.rows.map(function (r) {
        var yuanText = (r.requestedFen / 100).toFixed(2);
        return '<tr><td>' + time(r.createdAt) + '</td><td>' + esc(r.asNo) + '<br><small>' + esc(r.orderNo) + '</small></td><td>' + esc(r.account) + '</td><td>' + esc(r.problemReason || '') + '</td><td>' + esc(r.reason) + '</td><td class="num">' + yuan(r.requestedFen) + '<br><small>最多 ' + yuan(r.capFen) + '</small></td><td><input aria-label="' + esc(r.asNo) + ' 退回金额（元）" data-grant="' + r.id + '" inputmode="decimal" maxlength="10" style="width:90px" value="' + yuanText + '"></td><td><button type="button" data-approve="' + r.id + '">通过</button> <button type="button" class="danger" data-deny="' + r.id + '">驳回</button></td></tr>';
      }).join('') || '<tr><td colspan="8">暂无待审核的申诉</td></tr>');
    });
  }
  $('apBody').addEventListener('click', function (e) {
    var approve = e.target.getAttribute('data-approve');
    var deny = e.target.getAttribute('data-deny');
    var done = function (text) { return function (a) {
      $('apResult').className = a.errorCode === 0 ? 'ok' : 'error';
      $('apResult').textContent = a.errorCode === 0 ? text : a.errorMsg;
      loadAppeals();
    }; };
    if (approve) {
      var m = /^(\\d{1,7})(?:\\.(\\d{1,2}))?$/.exec(document.querySelector('[data-grant="' + approve + '"]').value.trim());
      if (!m) { $('apResult').className = 'error'; $('apResult').textContent = '请填写退回金额（元，最多两位小数）'; return; }
      var fen = Number(m[1]) * 100 + Number((m[2] || '').padEnd(2, '0'));
      call('POST', '/api/ops/appeals/' + approve + '/approve', { fen: fen }).then(done('申诉已通过，' + yuan(fen) + ' 已退回商家余额'));
    }
    if (deny) ask({ title: '驳回申诉', text: '商家会看到驳回原因。', reason: '驳回原因', ok: '驳回', danger: true }).then(function (reason) {
      if (reason === null) return;
      call('POST', '/api/ops/appeals/' + deny + '/reject', { reason: reason }).then(done('申诉已驳回'));
    });
  });
  var KINDS = { seller: '卖家', purchaser: '采购商' };
  function loadManualDelivery() {
    call('POST', '/api/ops/manualDelivery/page', $('mdKeyword').value.trim() ? { keyword: $('mdKeyword').value.trim() } : {}).then(function (a) {
      if (a.errorCode !== 0) { $('mdResult').textContent = a.errorMsg; return; }
      fill('mdBody', a.data.map(function (r) {
        var state = r.manualDelivery ? '<span class="on">已开通</span>' : '<span class="off">未开通</span>';
        var button = '<button type="button" ' + (r.manualDelivery ? 'class="danger" data-md-off' : 'data-md-on') + '="' + esc(r.username) + '">' + (r.manualDelivery ? '关闭' : '开通') + '</button>';
        return '<tr><td>' + esc(r.username) + '</td><td>' + esc(KINDS[r.kind]) + '</td><td>' + state + '</td><td>' + (r.changedAt ? time(r.changedAt) + ' ' + esc(r.changedBy) : '—') + '</td><td>' + esc(r.reason || '') + '</td><td>' + button + '</td></tr>';
      }).join('') || '<tr><td colspan="6">没有找到商家账号</td></tr>');
    });
  }
  $('mdSearch').addEventListener('submit', function (e) { e.preventDefault(); loadManualDelivery(); });
  $('mdBody').addEventListener('click', function (e) {
    var on = e.target.getAttribute('data-md-on');
    var off = e.target.getAttribute('data-md-off');
    var who = on || off;
    if (!who) return;
    ask(on
      ? { title: '开通拿退货权限', text: '为 ' + who + ' 开通拿退货：线下拿货、退货登记、打印发货、自定义商品等页面即刻可用。', reason: '开通原因', ok: '开通' }
      : { title: '关闭拿退货权限', text: '关闭 ' + who + ' 的拿退货：这些页面和接口即刻停用，已有单据保留。', reason: '关闭原因', ok: '关闭', danger: true }
    ).then(function (reason) {
      if (reason === null) return;
      call('POST', '/api/ops/manualDelivery/set', { username: who, on: !!on, reason: reason }).then(function (a) {
        $('mdResult').className = a.errorCode === 0 ? 'ok' : 'error';
        $('mdResult').textContent = a.errorCode === 0 ? (a.data.manualDelivery ? '已为 ' + who + ' 开通拿退货权限' : '已关闭 ' + who + ' 的拿退货权限') : a.errorMsg;
        loadManualDelivery();
      });
    });
  });
  var FREQUENCY_NAMES = { ONCE: '仅一次', DAILY: '每天一次', EVERY_VISIT: '每次访问' };
  var POPUP_STATES = { LIVE: '进行中', SCHEDULED: '未开始', ENDED: '已结束', WITHDRAWN: '已下线' };
  function loadPopups() {
    call('GET', '/api/ops/popups').then(function (a) {
      if (a.errorCode !== 0) return;
      fill('ppBody2', a.data.map(function (p) {
        return '<tr><td>' + esc(p.title) + '</td><td>' + esc(p.page) + '</td><td>' + FREQUENCY_NAMES[p.frequency] + '</td><td class="num">' + p.priority + '</td><td>' + time(p.startsAt) + ' 至 ' + (p.endsAt ? time(p.endsAt) : '长期') + '</td><td>' + POPUP_STATES[p.state] + '</td><td class="num">' + p.shownTo + '</td><td>' + (p.state === 'WITHDRAWN' || p.state === 'ENDED' ? '' : '<button type="button" class="danger" data-withdraw="' + p.id + '">下线</button>') + '</td></tr>';
      }).join('') || '<tr><td colspan="8">还没有弹窗</td></tr>');
    });
  }
  function localInput(d) { var z = new Date(d.getTime() - d.getTimezoneOffset() * 60000); return z.toISOString().slice(0, 16); }
  $('ppStart').value = localInput(new Date());
  $('ppEnd').value = localInput(new Date(Date.now() + 7 * 86400000));
  $('ppForm').addEventListener('submit', function (e) {
    e.preventDefault();
    var at = function (id) { var v = $(id).value; return v ? new Date(v).toISOString() : ''; };
    var body = { title: $('ppTitle').value, body: $('ppBody').value, page: $('ppPage').value.trim(), frequency: $('ppFrequency').value, priority: Number($('ppPriority').value), startsAt: at('ppStart'), endsAt: at('ppEnd') };
    if ($('ppKinds').value) body.kinds = [$('ppKinds').value];
    if ($('ppPdd').value) body.hasPddShop = $('ppPdd').value === 'true';
    if ($('ppLink').value.trim()) { body.link = $('ppLink').value.trim(); if ($('ppLinkText').value.trim()) body.linkText = $('ppLinkText').value.trim(); }
    call('POST', '/api/ops/popups', body).then(function (a) {
      $('ppResult').className = a.errorCode === 0 ? 'ok' : 'error';
      $('ppResult').textContent = a.errorCode === 0 ? '弹窗「' + a.data.title + '」已发布' : a.errorMsg;
      if (a.errorCode === 0) { $('ppTitle').value = ''; $('ppBody').value = ''; }
      loadPopups();
    });
  });
  $('ppBody2').addEventListener('click', function (e) {
    var id = e.target.getAttribute('data-withdraw');
    if (!id) return;
    ask({ title: '下线弹窗', text: '下线后商家不再看到这个弹窗。', ok: '下线', danger: true }).then(function (yes) {
      if (yes === null) return;
      call('POST', '/api/ops/popups/' + id + '/withdraw').then(function (a) {
        $('ppResult').className = a.errorCode === 0 ? 'ok' : 'error';
        $('ppResult').textContent = a.errorCode === 0 ? '弹窗「' + a.data.title + '」已下线' : a.errorMsg;
        loadPopups();
      });
    });
  });
  if (token) signedIn(sessionStorage.getItem('opsName') || '', sessionStorage.getItem('opsRole') || '');
})();
`;
}
