ALTER TABLE "return_items" ADD COLUMN "offline_return_id" bigint;--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "offline_line_no" integer;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_offline_return_id_offline_returns_id_fk" FOREIGN KEY ("offline_return_id") REFERENCES "public"."offline_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_items_offline" ON "return_items" USING btree ("offline_return_id");--> statement-breakpoint
-- 线下退货单 saved before their goods were return items: those still on their way get items now, coded as
-- their printed labels were (退货单号-行号). Ones the stall already refunded stay as they are (their money
-- was settled by hand, not in a 拿货结算账单). Goods sent off with no 退货员 named go back on the shelf,
-- to be handed out (a walk nobody holds could not be reported).
INSERT INTO "return_items" ("tenant_id", "return_no", "storage_no", "shelf", "task_id", "order_no", "take_code",
  "supplier_id", "stall", "article_no", "title", "color", "size", "qty", "price_fen", "reason", "remark", "state",
  "resume_state", "refuse_reason", "reported_at", "confirmed_at", "registered_by", "registered_name",
  "offline_return_id", "offline_line_no", "created_at", "updated_at")
SELECT o.tenant_id, o.return_no || '-' || (l->>'lineNo'), o.return_no,
       coalesce(nullif(trim(coalesce(m.name, '') || ' ' || coalesce(f.name, '')), ''), '未归类'),
       t.id, o.return_no, coalesce(t.take_code, ''), coalesce(t.supplier_id, s.id), l->>'stall', l->>'articleNo',
       coalesce(l->>'title', ''), l->>'color', l->>'size', (l->>'qty')::int, (l->>'priceFen')::bigint, o.reason,
       o.remark, CASE WHEN o.state = 'WAIT_FACTORY' THEN 'WAITING_ASSIGNED' ELSE o.state END,
       CASE WHEN o.state = 'STOP_RETURNED' THEN 'WAITING_ASSIGNED' END,
       CASE WHEN o.state = 'FACTORY_REFUSE' THEN o.refuse_reason END,
       CASE WHEN o.state = 'FACTORY_REFUSE' THEN o.updated_at END,
       CASE WHEN o.state = 'FACTORY_REFUSE' THEN o.updated_at END, o.account_id, '线下退货单',
       o.id, (l->>'lineNo')::int, o.created_at, o.updated_at
  FROM "offline_returns" o
  CROSS JOIN LATERAL jsonb_array_elements(o.lines) AS l
  LEFT JOIN LATERAL (
    SELECT pt.id, pt.take_code, pt.supplier_id FROM "pickup_tasks" pt
     WHERE o.offline_order_no <> '' AND pt.tenant_id = o.tenant_id AND pt.source = 'OFFLINE'
       AND pt.order_no = o.offline_order_no AND pt.stall = l->>'stall' AND pt.article_no = l->>'articleNo'
       AND pt.color = l->>'color' AND pt.size = l->>'size'
     ORDER BY pt.id LIMIT 1) t ON true
  LEFT JOIN LATERAL (
    SELECT coalesce(sp.merged_into, sp.id) AS id FROM "suppliers" sp
     WHERE sp.tenant_id = o.tenant_id AND sp.match_key = lower(regexp_replace(l->>'stall', '\s+', '', 'g'))
       AND (sp.state = 'ACTIVE' OR sp.merged_into IS NOT NULL)
     ORDER BY sp.id LIMIT 1) s ON true
  LEFT JOIN "suppliers" sx ON sx.id = coalesce(t.supplier_id, s.id)
  LEFT JOIN "markets" m ON m.id = sx.market_id
  LEFT JOIN "market_floors" f ON f.id = sx.floor_id
 WHERE o.state <> 'FACTORY_RETURNED'
   AND NOT EXISTS (SELECT 1 FROM "return_items" ri WHERE ri.offline_return_id = o.id);
--> statement-breakpoint
INSERT INTO "return_events" ("tenant_id", "item_id", "type", "by_name", "at")
SELECT ri.tenant_id, ri.id, 'REGISTERED', ri.registered_name, ri.created_at FROM "return_items" ri
 WHERE ri.offline_return_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "return_events" e WHERE e.item_id = ri.id);
--> statement-breakpoint
UPDATE "offline_returns" SET "state" = 'WAITING_ASSIGNED', "version" = "version" + 1, "updated_at" = now()
 WHERE "state" = 'WAIT_FACTORY';
--> statement-breakpoint
UPDATE "offline_returns" SET "resume_state" = 'WAITING_ASSIGNED' WHERE "state" = 'STOP_RETURNED';
