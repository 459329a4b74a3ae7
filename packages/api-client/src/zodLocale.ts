import { z } from 'zod';

// Server and console both show zod's generic messages (wrong type, missing field) to users, so
// they must be Chinese; the contract's own messages are written in Chinese already.
z.config(z.locales.zhCN());

// zod probes for `new Function` to compile faster parsers; under our Content-Security-Policy (no eval)
// the browser reports that probe as a violation on every page. Plain parsing is fast enough for forms.
z.config({ jitless: true });
