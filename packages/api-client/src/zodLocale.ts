import { z } from 'zod';
import zhCN from 'zod/v4/locales/zh-CN.js';

// Server and console both show zod's generic messages (wrong type, missing field) to users, so
// they must be Chinese; the contract's own messages are written in Chinese already.
// The one locale imported by name: `z.locales.zhCN` would bring every locale into the browser bundle.
z.config(zhCN());

// zod probes for `new Function` to compile faster parsers; under our Content-Security-Policy (no eval)
// the browser reports that probe as a violation on every page. Plain parsing is fast enough for forms.
z.config({ jitless: true });
