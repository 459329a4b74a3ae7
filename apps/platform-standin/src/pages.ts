import { CHANNEL_NAMES, type ChannelCode } from './channels.ts';
import type { InboxMessage } from './qianfanInbox.ts';
import { wireTime } from './wire.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font-family:"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;margin:0;color:#1f2329}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:8px;padding:28px 32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}p{color:#4e5969;font-size:14px;line-height:1.6}label{display:block;margin:16px 0 6px;font-size:14px}
input,select{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #c9cdd4;border-radius:4px;font-size:14px}
.actions{display:flex;flex-direction:row-reverse;gap:12px;margin-top:24px}button{flex:1;padding:10px;border-radius:4px;border:1px solid #c9cdd4;background:#fff;font-size:15px;cursor:pointer}
button.primary{background:#ff5000;border-color:#ff5000;color:#fff}ul{list-style:none;padding:0}li{border-bottom:1px solid #eee;padding:10px 0;font-size:14px}
small{color:#86909c}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface AuthorizePageInput {
  channel: ChannelCode;
  clientId: string;
  redirectUri: string;
  state: string;
  suggestedShopName: string;
}

/** The seller's consent page: a plain form that posts back, no script needed. 同意授权 comes first so Enter agrees. */
export function authorizePage(input: AuthorizePageInput): string {
  const platform = CHANNEL_NAMES[input.channel];
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    `${platform}店铺授权`,
    `<h1>授权${escapeHtml(platform)}店铺访问你的订单</h1>
<p>应用 <b>${escapeHtml(input.clientId)}</b> 申请读取店铺订单、退款，并回传发货单号。同意后将返回应用。</p>
<form method="post">
${hidden('client_id', input.clientId)}${hidden('redirect_uri', input.redirectUri)}${hidden('state', input.state)}
<label for="shop_name">店铺名称</label><input id="shop_name" name="shop_name" required maxlength="60" value="${escapeHtml(input.suggestedShopName)}">
<label for="history_days">模拟已有订单</label><select id="history_days" name="history_days">
<option value="0">无，从现在开始</option><option value="1">最近 1 天</option><option value="7">最近 7 天</option></select>
<div class="actions"><button class="primary" type="submit" name="decision" value="agree">同意授权</button>
<button type="submit" name="decision" value="deny" formnovalidate>取消</button></div>
</form>`,
  );
}

/** The shop's 千帆 messages, newest first. */
export function inboxPage(shopId: string, messages: readonly InboxMessage[]): string {
  const items = messages.length
    ? messages
        .map(
          (m) =>
            `<li>${escapeHtml(m.text)}<br><small>${wireTime(m.at).slice(0, 19).replace('T', ' ')}</small></li>`,
        )
        .join('')
    : '<li>暂无消息</li>';
  return page('千帆消息', `<h1>小红书千帆 · 消息中心</h1><p>店铺 ${escapeHtml(shopId)}</p><ul>${items}</ul>`);
}
