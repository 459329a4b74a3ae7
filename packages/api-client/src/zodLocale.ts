import { z } from 'zod';

// Server and console both show zod's generic messages (wrong type, missing field) to users, so
// they must be Chinese; the contract's own messages are written in Chinese already.
z.config(z.locales.zhCN());
