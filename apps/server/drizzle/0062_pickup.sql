CREATE TABLE "market_floors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"day" date NOT NULL,
	"supplier_id" bigint,
	"state" text DEFAULT 'WAITING_ASSIGNED' NOT NULL,
	"picker_id" bigint,
	"assigned_at" timestamp with time zone,
	"afternoon" boolean DEFAULT false NOT NULL,
	"took_qty" integer DEFAULT 0 NOT NULL,
	"took_price_fen" bigint,
	"reason" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" bigint,
	"batch_no" text,
	"printed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_day_counters" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pickup_day_counters_tenant_id_day_kind_pk" PRIMARY KEY("tenant_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "pickup_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"type" text NOT NULL,
	"by_name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"fulfil_mode" text DEFAULT 'PLATFORM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_id" bigint NOT NULL,
	"source_line_no" integer NOT NULL,
	"order_no" text NOT NULL,
	"supplier_id" bigint,
	"stall" text NOT NULL,
	"article_no" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"qty" integer NOT NULL,
	"took_qty" integer DEFAULT 0 NOT NULL,
	"ref_price_fen" bigint NOT NULL,
	"took_price_fen" bigint,
	"line_state" text DEFAULT 'WAITING_TAKING' NOT NULL,
	"reason" text,
	"take_code" text NOT NULL,
	"next_tries" integer DEFAULT 0 NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"floor_id" bigint,
	"stall_no" text NOT NULL,
	"stall_key" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"settle_mode" text DEFAULT 'CASH' NOT NULL,
	"return_days" integer,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"market_stall_id" text,
	"match_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_floors" ADD CONSTRAINT "market_floors_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_floors" ADD CONSTRAINT "market_floors_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_assignments" ADD CONSTRAINT "pickup_assignments_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_assignments" ADD CONSTRAINT "pickup_assignments_task_id_pickup_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."pickup_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_day_counters" ADD CONSTRAINT "pickup_day_counters_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_events" ADD CONSTRAINT "pickup_events_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_events" ADD CONSTRAINT "pickup_events_task_id_pickup_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."pickup_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_settings" ADD CONSTRAINT "pickup_settings_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_tasks" ADD CONSTRAINT "pickup_tasks_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_tasks" ADD CONSTRAINT "pickup_tasks_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_floor_id_market_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."market_floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_floors_name" ON "market_floors" USING btree ("market_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "markets_name" ON "markets" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_assignments_open" ON "pickup_assignments" USING btree ("task_id") WHERE state in ('WAITING_ASSIGNED', 'TAKING');--> statement-breakpoint
CREATE INDEX "pickup_assignments_day" ON "pickup_assignments" USING btree ("tenant_id","day","state");--> statement-breakpoint
CREATE INDEX "pickup_assignments_picker" ON "pickup_assignments" USING btree ("tenant_id","picker_id","day");--> statement-breakpoint
CREATE INDEX "pickup_events_task" ON "pickup_events" USING btree ("task_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_tasks_source" ON "pickup_tasks" USING btree ("source","source_id","source_line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_tasks_take_code" ON "pickup_tasks" USING btree ("tenant_id","take_code");--> statement-breakpoint
CREATE INDEX "pickup_tasks_order" ON "pickup_tasks" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "pickup_tasks_open" ON "pickup_tasks" USING btree ("tenant_id","line_state") WHERE not closed;--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_stall" ON "suppliers" USING btree ("tenant_id","market_id","stall_no");--> statement-breakpoint
CREATE INDEX "suppliers_name" ON "suppliers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "suppliers_market_stall" ON "suppliers" USING btree ("tenant_id","market_stall_id");--> statement-breakpoint
CREATE INDEX "suppliers_match" ON "suppliers" USING btree ("tenant_id","match_key");