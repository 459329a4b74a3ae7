CREATE TABLE "return_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"type" text NOT NULL,
	"by_name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"return_no" text NOT NULL,
	"storage_no" text NOT NULL,
	"shelf" text NOT NULL,
	"task_id" bigint,
	"order_no" text NOT NULL,
	"take_code" text DEFAULT '' NOT NULL,
	"supplier_id" bigint,
	"stall" text NOT NULL,
	"article_no" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"qty" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"took_on" date,
	"reason" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'WAITING_ASSIGNED' NOT NULL,
	"resume_state" text,
	"staff_id" bigint,
	"assigned_at" timestamp with time zone,
	"refund_fen" bigint,
	"refuse_reason" text,
	"negotiated" boolean DEFAULT false NOT NULL,
	"disposition" text,
	"retries" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" bigint,
	"confirmed_at" timestamp with time zone,
	"registered_by" bigint NOT NULL,
	"registered_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_item_id_return_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."return_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_task_id_pickup_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."pickup_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_item" ON "return_events" USING btree ("item_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_items_no" ON "return_items" USING btree ("tenant_id","return_no");--> statement-breakpoint
CREATE INDEX "return_items_state" ON "return_items" USING btree ("tenant_id","state","id");--> statement-breakpoint
CREATE INDEX "return_items_staff" ON "return_items" USING btree ("tenant_id","staff_id","state");--> statement-breakpoint
CREATE INDEX "return_items_task" ON "return_items" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "return_items_storage" ON "return_items" USING btree ("tenant_id","storage_no");